import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Issue 5: what an app pays for @meridian/ui beyond react, react-dom and styled-components, measured
 * on the built ESM (`dist/`, as published) the way an app bundler sees it: esbuild, minified, for
 * production, gzip level 9. Sizes are deterministic, so a budget overrun fails the build.
 */
const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/ui');
const KB = 1024;
const budgets = [
  { name: 'Button', entry: "export { Button } from '@meridian/ui';", limit: 12 * KB },
  { name: 'PhoneEditor', entry: "export { PhoneEditor } from '@meridian/ui';", limit: 45 * KB },
  { name: 'the whole library', entry: "export * from '@meridian/ui';", limit: 160 * KB },
  // Its own entry (Tiptap and ProseMirror), so the barrel above never carries it.
  { name: 'RichTextEditor', entry: "export { RichTextEditor } from '@meridian/ui/rich-text';", limit: 145 * KB },
];

/** The packages that weigh most in a bundle, for the message when a budget is exceeded. */
function heaviest(metafile: Metafile): string {
  const byPackage = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.replace(/^.*packages\//, '');
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, bytes]) => `${name} ${(bytes / KB).toFixed(1)} KB`)
    .join(', ');
}

describe('given the built @meridian/ui', () => {
  it.each(budgets)(
    'when an app imports $name then it costs at most its gzipped budget',
    async ({ name, entry, limit }) => {
      const result = await build({
        // Resolved from the ui package itself, through its `exports` (no workspace source condition).
        stdin: { contents: entry, resolveDir: uiDir, loader: 'js' },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        define: { 'process.env.NODE_ENV': '"production"' },
        external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'styled-components'],
        metafile: true,
        write: false,
        logLevel: 'silent',
      });
      const code = result.outputFiles[0]!.contents;
      const gzipped = gzipSync(code, { level: 9 }).length;
      console.log(
        `${name}: ${(gzipped / KB).toFixed(1)} KB gzipped (${(code.length / KB).toFixed(1)} KB minified), budget ${limit / KB} KB`,
      );
      expect(gzipped, `heaviest: ${heaviest(result.metafile)}`).toBeLessThanOrEqual(limit);
    },
  );
});
