import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.MERIDIAN_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  // Workspace packages resolve to their sources in dev and tests, to dist/ nowhere.
  resolve: { conditions: ['@meridian/source'] },
  server: {
    port: 5173,
    proxy: { '/api': server, '/auth': server, '/registration': 'http://localhost:5174' },
  },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and its small helpers in one chunk of the first load. Without this, every lazy
          // chunk that shares one of them (the rich-text editor uses react-dom and
          // use-sync-external-store like the shell) splits it into a chunk of its own, and the first
          // load pays for the extra files.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
            },
            {
              // Radix's menu with its popper, layers, focus and scroll locks and floating-ui, in one
              // lazy chunk: the header's and sidebar's menus load it when first wanted (shell/LazyMenu,
              // so it is not part of the first load), and the lazy screens that share these modules in
              // different subsets (the lead page's SOA menu and dialogs, Lead Details, the admin
              // screens) reuse that one cached file instead of splitting them into several. Radix parts
              // only lazy screens use (dialog, checkbox, radio group, tabs, tooltip and their own
              // helpers) stay with those screens.
              name: 'menu',
              test: /[\\/]node_modules[\\/](@radix-ui[\\/]react-(?!dialog|checkbox|radio-group|tabs|tooltip|visually-hidden|use-previous)[^\\/]+|@floating-ui[\\/][^\\/]+|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
