import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Issue 29, shutdown that cannot hang: the exit watchdog ends the process from a thread of its own,
// so a main thread that never comes back (blocked in a write to a dead pipe, a native call, a loop)
// cannot keep the process — and its port — alive past the timeout.
describe('given the exit watchdog', () => {
  /** Runs a process that arms the watchdog (or not), says so, then blocks its main thread for 20 s. */
  function blockedProcess(armed: boolean) {
    const code = `import('./src/http/shutdown.ts').then((m) => {
        ${armed ? 'm.startExitWatchdog(500);' : ''}
        console.log('blocking');
        const end = Date.now() + 20000;
        while (Date.now() < end) {}
        process.exit(0);
      });`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@meridian/source', '-e', code], {
      cwd: new URL('..', import.meta.url).pathname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const blocking = new Promise<number>((resolve) =>
      child.stdout.on('data', (chunk) => String(chunk).includes('blocking') && resolve(Date.now())),
    );
    const exited = new Promise<{ at: number; signal: NodeJS.Signals | null; code: number | null }>((resolve) =>
      child.on('exit', (exitCode, signal) => resolve({ at: Date.now(), signal, code: exitCode })),
    );
    return { child, blocking, exited };
  }

  it('when the main thread blocks after it is armed then the process is killed at its time, not when the block ends', async () => {
    const { blocking, exited } = blockedProcess(true);
    const start = await blocking;
    const end = await exited;
    expect(end.signal).toBe('SIGKILL');
    // Armed for 500 ms just before the block; well under the block's 20 s.
    expect(end.at - start).toBeLessThan(5_000);
  }, 60_000);

  it('when it is not armed then the same block keeps the process for its whole length (what the watchdog is for)', async () => {
    const { child, blocking, exited } = blockedProcess(false);
    const start = await blocking;
    const outcome = await Promise.race([exited, new Promise<'alive'>((r) => setTimeout(() => r('alive'), 3_000))]);
    expect(outcome).toBe('alive');
    child.kill('SIGKILL');
    await exited;
    expect(Date.now() - start).toBeGreaterThanOrEqual(3_000);
  }, 60_000);
});
