import { defineConfig } from 'tsup';

/**
 * ESM: one file per source module (plus shared chunks), so with `sideEffects: false` an app
 * bundles only the modules it imports. A single bundled file would keep every top-level import,
 * and `@date-fns/tz` (no `sideEffects` flag) would ride along with e.g. `formatPhone`.
 */
const modules = ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/types.ts'];

// The two builds run at once, so neither cleans dist/: the build script empties it first.
export default defineConfig([
  {
    entry: modules,
    format: ['esm'],
    splitting: true,
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    target: 'es2022',
  },
  {
    // CommonJS consumers do not tree-shake; one file keeps `require` simple.
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    target: 'es2022',
  },
]);
