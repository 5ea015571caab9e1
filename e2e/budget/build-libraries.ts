import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Global setup of the `consumer` project: the consumer check packs, and the size budget bundles,
 * what the libraries publish (`dist/`), so a library whose `dist/` is missing or older than its
 * sources is built first, once, before any test file runs (`npm test` has just built them all, so
 * this is a no-op there). api and ui keep `@meridian/domain` external, so each is built on its own.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const libraries = ['domain', 'api', 'ui'] as const;

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(name: (typeof libraries)[number]): boolean {
  const dir = path.join(repoRoot, 'packages', name);
  const built = path.join(dir, 'dist/index.js');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestChange(path.join(dir, 'src')),
    ...['package.json', 'tsup.config.ts'].map((file) => statSync(path.join(dir, file)).mtimeMs),
  );
  return sources > statSync(built).mtimeMs;
}

export default function buildLibraries() {
  for (const name of libraries.filter(isStale)) {
    console.log(`building @meridian/${name} (dist missing or older than its sources)`);
    execFileSync('pnpm', ['--filter', `@meridian/${name}`, 'build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}
