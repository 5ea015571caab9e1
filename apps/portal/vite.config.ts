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
  build: { outDir: 'dist', sourcemap: 'hidden' },
});
