import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * `pnpm --filter @meridian/ui bench`: a measurement script run by Vitest in jsdom (so JSX,
 * workspace sources and the test polyfills work as in the component tests). It prints figures and
 * asserts nothing about time; it is not part of `npm test`.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@meridian/source', 'module', 'browser', 'development|production'] },
  test: {
    root: here,
    environment: 'jsdom',
    include: ['**/*.bench.tsx'],
    setupFiles: [path.join(here, '../src/test-utils/polyfills.ts')],
    testTimeout: 300_000,
    reporters: ['default'],
  },
});
