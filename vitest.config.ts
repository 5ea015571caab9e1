import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (p: string) => path.join(root, p);

/** Workspace packages resolve to their sources in tests, so no build is needed before unit tests. */
const sourceConditions = { conditions: ['@meridian/source', 'module', 'browser', 'development|production'] };
/** Node-environment projects resolve through Vite's SSR environment, which needs its own conditions. */
const ssrSourceConditions = {
  resolve: { conditions: ['@meridian/source', 'module', 'node', 'development|production'] },
};

/**
 * A jsdom project. Its files run in worker threads (they start faster than forked processes). Where no
 * file mocks a module (`vi.mock`), `shared` runs the files of a worker in one jsdom without reloading
 * the modules for each: the ui's 52 files went from about 170 s to 55 s on 2 cores. The portal's files
 * mock the session module, and a mock would leak from one file into the next, so they stay isolated.
 */
const jsdomProject = (name: string, dir: string, { shared = false }: { shared?: boolean } = {}) => ({
  extends: true as const,
  plugins: [react()],
  resolve: sourceConditions,
  test: {
    name,
    root: at(dir),
    environment: 'jsdom',
    pool: 'threads' as const,
    isolate: !shared,
    setupFiles: [at('vitest.setup.ts')],
    // Full forms in jsdom on a busy 2-core machine can take seconds.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        ssr: ssrSourceConditions,
        test: { name: 'domain', root: at('packages/domain'), environment: 'node', include: ['src/**/*.test.ts'] },
      },
      jsdomProject('api', 'packages/api', { shared: true }),
      jsdomProject('ui', 'packages/ui', { shared: true }),
      jsdomProject('portal', 'apps/portal'),
      jsdomProject('registration', 'apps/registration', { shared: true }),
      {
        extends: true,
        plugins: [storybookTest({ configDir: at('packages/ui/.storybook') })],
        resolve: sourceConditions,
        test: {
          name: 'storybook',
          root: at('packages/ui'),
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' }],
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
          },
        },
      },
      {
        extends: true,
        ssr: ssrSourceConditions,
        test: {
          name: 'server',
          root: at('apps/server'),
          environment: 'node',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          // One migrated and seeded database per engine, copied for each test server.
          globalSetup: [at('apps/server/test/global-setup.ts')],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'consumer',
          root: at('e2e'),
          environment: 'node',
          include: ['consumer/**/*.test.ts', 'budget/**/*.test.ts', 'structure/**/*.test.ts'],
          // Builds the libraries whose dist/ is missing or stale, once, before the files run.
          globalSetup: [at('e2e/budget/build-libraries.ts')],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        // The browser tests import spec texts from @meridian/domain's sources.
        ssr: ssrSourceConditions,
        test: {
          name: 'e2e',
          root: at('e2e'),
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          globalSetup: [at('e2e/global-setup.ts')],
          setupFiles: [at('e2e/setup.ts')],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Lighthouse's mobile audits of the built product's first pages (issue 18): one server, one
        // Chromium, the pages in turn.
        ssr: ssrSourceConditions,
        test: {
          name: 'lighthouse',
          root: at('e2e'),
          environment: 'node',
          include: ['lighthouse/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
