import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@sendero/shared';
import { errorBody } from './errors.js';

/**
 * The built web app at `/`, and the app's index.html for every other GET so client-side routes work
 * on reload. Unknown `/api/*` and `/files/*` paths answer 404 JSON.
 */
export const webPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const hasWebApp = fs.existsSync(path.join(webDist, 'index.html'));
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
          else if (/index\.html(?:\.br|\.gz)?$/.test(filePath)) reply.header('cache-control', 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const isFile = pathname.startsWith('/files/');
      if (!isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD') && hasWebApp) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
      }
      const message = isApi ? errorMessages.apiPathNotFound : errorMessages.notFound;
      return reply.code(404).send(errorBody(404, [message]));
    });
  },
  { name: 'web' },
);
