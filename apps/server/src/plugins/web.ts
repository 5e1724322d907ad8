import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@sendero/shared';
import { errorBody } from './errors.js';

/**
 * The built web app at `/`, and the app's index.html for every other GET so client-side routes work
 * on reload. Unknown `/api/*` and `/files/*` paths answer 404 JSON. The service worker (`/sw.js`)
 * and the web app manifest are files of the build, served as they are, never as index.html.
 */
export const webPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const hasWebApp = fs.existsSync(path.join(webDist, 'index.html'));
    const hasWelcomePage = fs.existsSync(path.join(webDist, 'welcome.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside every text file (apps/web/build/precompress.ts): sent
        // as they are to a browser that accepts them, with `Vary: Accept-Encoding`.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Vite puts a content hash in every asset name; index.html must be fetched anew each time.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
          // The pages, the service worker and the manifest are asked for by the browser at every start: a
          // new build must reach it at once, or an old app shell would stay on the phone.
          else if (/(?:\.html|sw\.js|manifest\.webmanifest)(?:\.br|\.gz)?$/.test(filePath)) reply.header('cache-control', 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const isFile = pathname.startsWith('/files/');
      if (!isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD') && hasWebApp) {
        // The welcome page has its own small entry (apps/web/src/welcome.tsx); an older build without it still works.
        const page = pathname === '/welcome' && hasWelcomePage ? 'welcome.html' : 'index.html';
        return reply.header('cache-control', 'no-cache').sendFile(page, webDist);
      }
      const message = isApi ? errorMessages.apiPathNotFound : errorMessages.notFound;
      return reply.code(404).send(errorBody(404, [message]));
    });
  },
  { name: 'web' },
);
