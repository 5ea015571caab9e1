import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves other teams can use what we publish: pack the three packages, install the tarballs
 * into a scratch project outside the workspace, and use them from ESM and CJS.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packages = ['domain', 'api', 'ui'] as const;

let scratch: string;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(async () => {
  for (const name of packages) {
    if (!existsSync(path.join(repoRoot, 'packages', name, 'dist/index.js'))) {
      run('pnpm', ['--filter', `@meridian/${name}`, 'build'], repoRoot);
    }
  }
  scratch = await mkdtemp(path.join(os.tmpdir(), 'meridian-consumer-'));
  const tarballs = path.join(scratch, 'tarballs');
  await mkdir(tarballs);
  for (const name of packages) {
    run('pnpm', ['pack', '--pack-destination', tarballs], path.join(repoRoot, 'packages', name));
  }
  const files = (await readdir(tarballs)).map((f) => path.join(tarballs, f));
  const app = path.join(scratch, 'app');
  await mkdir(app);
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      ...files,
      'react@19',
      'react-dom@19',
      'styled-components@6',
    ],
    app,
  );
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const program = (kind: 'esm' | 'cjs') => {
  const load = (spec: string) => (kind === 'esm' ? `await import('${spec}')` : `require('${spec}')`);
  const body = `
    const domain = ${load('@meridian/domain')};
    const api = ${load('@meridian/api')};
    const apiReact = ${load('@meridian/api/react')};
    const ui = ${load('@meridian/ui')};
    const richText = ${load('@meridian/ui/rich-text')};
    const React = ${load('react')};
    const { renderToString } = ${load('react-dom/server')};
    const html = renderToString(React.createElement(ui.ThemeProvider, { withGlobalStyle: false },
      React.createElement(ui.Button, { variant: 'primary' }, 'Save')));
    console.log(JSON.stringify({
      phone: domain.formatPhone('3125550100'),
      version: domain.VERSION_LABEL,
      apiError: typeof api.ApiError,
      useHealth: typeof apiReact.useHealth,
      // A component React renders: a function, or (forwardRef, memo) an object naming its kind.
      richTextEditor: typeof richText.RichTextEditor === 'function' ? 'function' : String(richText.RichTextEditor?.$$typeof),
      html,
    }));`;
  return kind === 'esm' ? body : `(async () => {${body}})();`;
};

describe.each(['esm', 'cjs'] as const)('given a consumer project using %s', (kind) => {
  it('when it loads the three packages then it can format, call and render', async () => {
    const file = path.join(scratch, 'app', kind === 'esm' ? 'check.mjs' : 'check.cjs');
    await writeFile(file, program(kind));
    const result = JSON.parse(run(process.execPath, [file], path.dirname(file))) as Record<string, string>;
    expect(result.phone).toBe('(312) 555-0100');
    expect(result.version).toBe('R2025Q3.4.1');
    expect(result.apiError).toBe('function');
    expect(result.useHealth).toBe('function');
    expect(result.richTextEditor).toMatch(/^(function|Symbol\(react\.(forward_ref|memo)\))$/);
    expect(result.html).toMatch(/<button[^>]*type="button"[^>]*data-variant="primary"[^>]*>Save<\/button>/);
  });
});

describe('given the published manifests', () => {
  it.each(packages)('when @meridian/%s is installed then it carries dist only and no workspace paths', async (name) => {
    const dir = path.join(scratch, 'app/node_modules/@meridian', name);
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8');
    expect(manifest).not.toContain('workspace:');
    expect(manifest).not.toContain('@meridian/source');
    expect((await readdir(dir)).sort()).toEqual(expect.arrayContaining(['dist', 'package.json']));
    expect(await readdir(dir)).not.toContain('src');
    const dist = await readdir(path.join(dir, 'dist'));
    expect(dist).toEqual(expect.arrayContaining(['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts']));
    if (name === 'ui')
      expect(dist).toEqual(
        expect.arrayContaining(['rich-text.js', 'rich-text.cjs', 'rich-text.d.ts', 'rich-text.d.cts']),
      );
  });
});
