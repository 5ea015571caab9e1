import { readdirSync, statSync } from 'node:fs';
import { defineConfig } from 'tsup';

const external = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', '@meridian/domain'];

/**
 * One ESM entry per component folder (plus the barrel), built with code splitting: the barrel only
 * re-exports chunks, so with `sideEffects: false` an app that imports `Button` bundles Button's
 * chunk and not the Dialog, the table or DOMPurify. A single bundled file cannot be tree-shaken,
 * because styled-components' top-level `styled.x` calls look like side effects to bundlers.
 */
const componentEntries = Object.fromEntries(
  readdirSync('src')
    // The rich-text editor is published as its own entry, `rich-text` (below), not through the barrel.
    .filter((name) => /^[A-Z]/.test(name) && name !== 'RichTextEditor' && statSync(`src/${name}`).isDirectory())
    .map((name) => [name, `src/${name}/index.ts`]),
);

// The two builds run at once, so neither cleans dist/: the build script empties it first.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', 'rich-text': 'src/rich-text.ts', ...componentEntries },
    format: ['esm'],
    splitting: true,
    dts: { entry: { index: 'src/index.ts', 'rich-text': 'src/rich-text.ts' } },
    sourcemap: true,
    target: 'es2022',
    external,
  },
  {
    // CommonJS consumers do not tree-shake. The two entries share their chunks (one Field context,
    // one theme) through tsup's CommonJS splitting.
    entry: { index: 'src/index.ts', 'rich-text': 'src/rich-text.ts' },
    format: ['cjs'],
    splitting: true,
    dts: { entry: { index: 'src/index.ts', 'rich-text': 'src/rich-text.ts' } },
    sourcemap: true,
    target: 'es2022',
    external,
  },
]);
