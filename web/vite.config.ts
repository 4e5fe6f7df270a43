import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Where a local server runs during `npm run dev` (the SPA talks to it on the same origin through this proxy).
const developmentServerOrigin = process.env.COVER_LETTER_SERVER_ORIGIN ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'static',
    // SPEC.md §2: code is loaded lazily from static/js/ under the site root.
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
    proxy: {
      '/auth': developmentServerOrigin,
      '/rest': developmentServerOrigin,
      '/app-config.json': developmentServerOrigin,
      '/generate-cover-letter': developmentServerOrigin,
      '/health': developmentServerOrigin,
    },
  },
});
