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
              // The header's and sidebar's menus (Radix DropdownMenu: popper, layers, focus and
              // scroll locks, floating-ui) in one chunk of the first load. Lazy chunks share these
              // modules in different subsets (the lead page's SOA menu and dialogs, Lead Details,
              // the admin screens), and without this group they split them into four first-load
              // files of their own (about 3 KB more gzipped). Radix parts only lazy screens use
              // (dialog, checkbox, radio group, tabs, tooltip and their own helpers) stay lazy.
              name: 'menu',
              test: /[\\/]node_modules[\\/](@radix-ui[\\/]react-(?!dialog|checkbox|radio-group|tabs|tooltip|visually-hidden|use-previous)[^\\/]+|@floating-ui[\\/][^\\/]+|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
