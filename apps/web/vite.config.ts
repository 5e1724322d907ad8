import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { preloadFont } from './build/preload-font';

const apiTarget = 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFont(), precompress()],
  resolve: {
    // @sendero/shared exports its TypeScript sources under the `source` condition.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': apiTarget, '/files': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP allows fonts only from 'self', so a font must never be inlined as a data: URL.
    assetsInlineLimit: (filePath) => (/\.(woff2?|ttf|otf)$/.test(filePath) ? false : undefined),
    // Every page is loaded on its first visit (src/app/router.tsx); chunks follow the imports.
    manifest: true,
  },
});
