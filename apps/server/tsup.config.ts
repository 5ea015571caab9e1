import { defineConfig } from 'tsup';

export default defineConfig({
  // The lead import's spreadsheet reader runs in a worker thread of its own file (features/lead-import).
  entry: { main: 'src/main.ts', 'xlsx-worker': 'src/features/lead-import/xlsx-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  // Our own packages are bundled from source, so the server never waits for their builds;
  // third-party dependencies stay external.
  noExternal: [/^@meridian\//],
  esbuildOptions(options) {
    options.conditions = ['@meridian/source'];
  },
});
