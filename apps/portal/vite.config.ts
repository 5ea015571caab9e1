import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/vite-precompress';

const server = process.env.MERIDIAN_SERVER ?? 'http://localhost:8080';

/**
 * react-big-calendar's CommonJS files require two packages whole for a part of each: `Overlay` of
 * react-overlays (the month's "+N more" popup), and `scrollParent` and `scrollTop` of dom-helpers
 * (the drag-and-drop addon). A `require` of a package's index keeps all of it, so those requires get
 * a module with just what the calendar uses, each part from its own file of the package the calendar
 * depends on: 6.7 KB gzipped less on the calendar route (85.4 → 78.7 KB). react-big-calendar is
 * pinned (1.20.0); e2e/tests/calendar.test.ts opens the popup and drags an item.
 */
function calendarRequires(): Plugin {
  const parts: Record<string, string[]> = {
    'react-overlays': ['Overlay'],
    'dom-helpers': ['scrollParent', 'scrollTop'],
  };
  const prefix = '\0calendar-requires:';
  return {
    name: 'meridian:calendar-requires',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer || !/[\\/]react-big-calendar[\\/]lib[\\/]/.test(importer) || !(source in parts)) return null;
      return `${prefix}${source}?from=${importer}`;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const [source, importer] = id.slice(prefix.length).split('?from=') as [string, string];
      const lines = await Promise.all(
        parts[source]!.map(async (name) => {
          const resolved = await this.resolve(`${source}/${name}`, importer);
          if (!resolved) throw new Error(`calendar-requires: ${source}/${name} not found from ${importer}`);
          return `export { default as ${name} } from ${JSON.stringify(resolved.id)};`;
        }),
      );
      return lines.join('\n');
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), calendarRequires(), precompress()],
  // Workspace packages resolve to their sources in dev and tests, to dist/ nowhere.
  resolve: { conditions: ['@meridian/source'] },
  server: {
    port: 5173,
    proxy: { '/api': server, '/auth': server, '/registration': 'http://localhost:5174' },
  },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each module loads, read by the size budgets (e2e/budget).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry imports statically (the frame, the session, the route table,
              // React and the libraries they use) in the entry's one file: the first load is two
              // requests rather than 34 (124 KB gzipped instead of 134: one file compresses better).
              // A phone's browser fetches six files at a time over HTTP/1.1, each a round trip on a
              // slow network. Lazy chunks that share these modules import them from it. The tag
              // `$initial` marks exactly the modules the entry imports statically; their own
              // dependencies are such modules too, so the group needs no recursive capture (which
              // pulled lazy screens' modules into the first load).
              name: 'shell',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
            {
              // React's helpers outside the first load in one chunk: without this, every lazy chunk
              // that shares one of them (the rich-text editor uses use-sync-external-store) splits it
              // into a chunk of its own.
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
            },
            {
              // The small Radix helpers that the checkbox, the radio group, tabs and the tooltip share
              // with the menu (presence, slot, context, ids, controllable state): a few KB of their own,
              // so the screens with a checkbox (the dashboard, the lead page, lead search) do not
              // fetch the 28 KB menu chunk for them at first view.
              name: 'radix',
              test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(presence|slot|context|use-controllable-state|use-size|primitive|compose-refs|use-effect-event|use-is-hydrated|use-callback-ref|id|direction|use-layout-effect))[\\/]/,
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
