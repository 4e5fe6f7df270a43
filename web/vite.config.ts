import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { exampleLetterPlugin } from './example-letter-plugin.ts';

// Where `npm start` runs the server (PORT defaults to 3000); `npm run dev` proxies the SPA's calls to it.
const developmentServerOrigin = process.env.COVER_LETTER_SERVER_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), exampleLetterPlugin()],
  base: '/',
  resolve: {
    alias: Object.fromEntries(
      ['html2canvas', 'dompurify', 'canvg'].map((name) => [
        name,
        fileURLToPath(new URL('./jspdf-unused-module.ts', import.meta.url)),
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'static',
    // docs/product.md#screens-and-routes: code is loaded lazily from static/js/ under the site root.
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  server: {
    // changeOrigin stays off so /app-config.json names the dev origin and every call goes through this proxy.
    proxy: Object.fromEntries(
      ['/auth', '/rest', '/app-config.json', '/generate-cover-letter', '/usage', '/read-facts', '/health'].map(
        (path) => [path, { target: developmentServerOrigin, changeOrigin: false }],
      ),
    ),
  },
});
