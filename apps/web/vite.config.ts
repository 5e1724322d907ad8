import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { preloadFont } from './build/preload-font';
import { startRequests } from './build/start-requests';

const apiTarget = 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadFont(),
    startRequests(),
    // The web app manifest and the service worker (src/sw.ts), registered by the app itself after
    // the first page has loaded (src/lib/register-service-worker.ts): nothing is injected into it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        name: 'Sendero',
        short_name: 'Sendero',
        description: 'Cuida tu salud mental y emocional, un paso cada día.',
        lang: 'es',
        dir: 'ltr',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0f1b2d',
        theme_color: '#0f1b2d',
        categories: ['health', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell: every script and style and the Latin fonts. Admin chunks too, since a
        // precache lists files, not screens; the build manifest and the .br/.gz twins stay out.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        globIgnores: ['.vite/**', 'sw.js', '**/nunito-cyrillic*', '**/nunito-vietnamese*'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
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
    // /welcome has its own small entry (src/welcome.tsx): the first page of most visits loads React
    // and the welcome screen only; every other path starts from index.html with the whole app.
    rolldownOptions: {
      input: { main: 'index.html', welcome: 'welcome.html' },
      output: {
        codeSplitting: {
          // Libraries and the API layer the signed-in start needs, each one chunk. Split by which pages
          // share each module, they were some twenty files of 1-5 KB before the home could draw (six
          // HTTP/1.1 connections: several round trips on a slow phone network); now nine. Each icon
          // was its own chunk of about 1 KB; all of lucide is one of 6.9 KB. The outbox and
          // the person's groups (read on Rutas and Perfil only) stay lazy.
          groups: [
            { name: 'icons', test: /lucide-react[\\/]/, includeDependenciesRecursively: false },
            { name: 'query', test: /@tanstack[\\/]/, includeDependenciesRecursively: false },
            { name: 'router', test: /react-router[\\/]/, includeDependenciesRecursively: false },
            {
              name: 'api',
              test: /apps[\\/]web[\\/]src[\\/](?:api[\\/](?!diary-outbox|groups)|lib[\\/](?:api-client|api-shapes|log-failure|start-requests))/,
              includeDependenciesRecursively: false,
            },
            // The two public pages read without a session (/privacidad, /seguridad) share their
            // frame (components/public-page.tsx) and link to each other: one chunk, not three.
            {
              name: 'public-pages',
              test: /apps[\\/]web[\\/]src[\\/](?:app[\\/]pages[\\/](?:privacy|safety-info)|components[\\/]public-page|features[\\/](?:account[\\/](?:components[\\/]privacy-screen|privacy\.messages)|safety[\\/]components[\\/]safety-info-screen))\./,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
