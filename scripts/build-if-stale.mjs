// Builds the workspace only when a source file is newer than its package's build output,
// so a second `npm start` is quick.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = {
  'packages/domain': 'dist/index.js',
  'packages/api': 'dist/index.js',
  'packages/ui': 'dist/index.js',
  'apps/server': 'dist/main.js',
  'apps/portal': 'dist/index.html',
  'apps/registration': 'dist/index.html',
};
const skip = new Set(['dist', 'node_modules', '.data', 'coverage', 'storybook-static', 'test', 'bench']);

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale = Object.entries(outputs).filter(([dir, output]) => {
  const built = path.join(dir, output);
  return !existsSync(built) || newestSource(dir) > statSync(built).mtimeMs;
});

if (stale.length > 0) {
  console.log(`Building (changed: ${stale.map(([dir]) => dir).join(', ')})…`);
  execFileSync('pnpm', ['-r', '--workspace-concurrency=1', '--reporter=append-only', 'build'], { stdio: 'inherit' });
} else {
  console.log('Build is up to date.');
}
