import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress';

const server = process.env.MERIDIAN_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  base: '/registration/',
  plugins: [react(), precompress()],
  resolve: { conditions: ['@meridian/source'] },
  server: {
    port: 5174,
    proxy: { '/api': server, '/auth': server },
  },
  build: { outDir: 'dist', sourcemap: 'hidden' },
});
