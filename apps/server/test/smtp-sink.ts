import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A tiny SMTP server on loopback that accepts every message, for testing the email dispatcher. */
export async function startSmtpSink(): Promise<{ url: string; messages: ReceivedMail[]; close(): Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            say('250 OK queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (command === 'HELO') say('250 sink');
        else if (command === 'MAIL') {
          current.from = line.slice(10);
          say('250 OK');
        } else if (command === 'RCPT') {
          current.to.push(line.slice(8));
          say('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          say('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          say('221 Bye');
          socket.end();
        } else say('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
