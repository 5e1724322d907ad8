import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:8000';

const markdownModules =
  /node_modules[\\/](react-markdown|remark-[^\\/]+|micromark[^\\/]*|mdast-[^\\/]+|hast-[^\\/]+|unist-[^\\/]+|unified|vfile[^\\/]*|bail|trough|devlop|zwitch|ccount|longest-streak|markdown-table|trim-lines|property-information|space-separated-tokens|comma-separated-tokens|html-url-attributes|decode-named-character-reference|character-entities[^\\/]*|estree-util-[^\\/]+|style-to-object|inline-style-parser|is-plain-obj|escape-string-regexp|@ungap)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 1 },
            // Markdown (react-markdown and its unified/micromark stack) is only needed by the
            // content screen, which is loaded on demand: keep it out of the first download.
            { name: 'markdown', test: markdownModules, priority: 1 },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
