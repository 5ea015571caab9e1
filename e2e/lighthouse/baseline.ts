import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The baseline page of the Lighthouse check: a fixed amount of the main-thread work a signed-in page
 * does, and nothing of the product, so its figure moves with the host and never with the code. A
 * script of generated functions (each called once, so V8 compiles them all), then a results table
 * built in slices as React builds one: 200 rows of ten cells with a link and a checkbox, laid out
 * after each slice. Served by the test on a port of its own, audited by the same browser with the
 * same preset, right before each page it is compared with (pages.test.ts).
 */
const FUNCTIONS = 1500;
const ROWS = 200;
const ROWS_PER_SLICE = 20;

/** The generated script: deterministic, so every run does the same work. */
function script(): string {
  const functions = Array.from(
    { length: FUNCTIONS },
    (_, i) =>
      `function cell${i}(row) { const parts = [row.name, row.city, String(row.id * ${i + 1})];` +
      ` return parts.map((p) => p.toUpperCase()).join(' / ').slice(0, ${20 + (i % 30)}); }`,
  ).join('\n');
  const calls = `const cells = [${Array.from({ length: FUNCTIONS }, (_, i) => `cell${i}`).join(', ')}];`;
  return `${functions}
${calls}
const rows = JSON.parse(JSON.stringify(Array.from({ length: ${ROWS} }, (_, i) => ({
  id: i + 1, name: 'Lead ' + (i + 1), city: ['Chicago', 'Springfield', 'Peoria', 'Naperville'][i % 4],
}))));
let checksum = 0;
for (const cell of cells) checksum += cell(rows[checksum % rows.length]).length;
const body = document.querySelector('tbody');
function slice(from) {
  const part = document.createDocumentFragment();
  for (const row of rows.slice(from, from + ${ROWS_PER_SLICE})) {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row';
    const link = document.createElement('a');
    link.href = '#lead-' + row.id;
    link.textContent = row.name;
    th.append(link);
    const box = document.createElement('td');
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.setAttribute('aria-label', 'Select ' + row.name);
    box.append(input);
    tr.append(box, th);
    for (let c = 0; c < 8; c += 1) {
      const td = document.createElement('td');
      td.textContent = cells[(row.id * 8 + c) % cells.length](row);
      tr.append(td);
    }
    part.append(tr);
  }
  body.append(part);
  void body.offsetHeight;
  if (from + ${ROWS_PER_SLICE} < rows.length) setTimeout(() => slice(from + ${ROWS_PER_SLICE}), 0);
  else document.querySelector('p').textContent = rows.length + ' rows (' + checksum + ')';
}
slice(0);
`;
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The Lighthouse check's baseline page" />
    <title>Baseline</title>
    <style>
      body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #1f2328; }
      main { padding: 16px; }
      table { border-collapse: collapse; width: 100%; }
      th, td { padding: 4px 8px; border-bottom: 1px solid #d0d7de; text-align: left; white-space: nowrap; }
      a { color: #0969da; }
    </style>
  </head>
  <body>
    <main>
      <h1>Baseline</h1>
      <p>Loading…</p>
      <table>
        <caption>Rows</caption>
        <thead><tr><th scope="col">Select</th><th scope="col">Name</th>${Array.from(
          { length: 8 },
          (_, c) => `<th scope="col">Column ${c + 1}</th>`,
        ).join('')}</tr></thead>
        <tbody></tbody>
      </table>
    </main>
    <script src="/work.js" defer></script>
  </body>
</html>`;

export interface BaselinePage {
  url: string;
  close(): Promise<void>;
}

/** Serves the baseline page on a free port of 127.0.0.1. */
export async function startBaselinePage(): Promise<BaselinePage> {
  const work = script();
  const server: Server = createServer((request, response) => {
    const isScript = request.url === '/work.js';
    response.writeHead(200, {
      'Content-Type': isScript ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(isScript ? work : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
