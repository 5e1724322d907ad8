import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { errorMessages, z } from '@sendero/shared';
import { isSafeFileName, type ByteRange, type FileStorage } from '../lib/files/index.js';
import { errorBody } from './errors.js';

const FileParams = z.object({ name: z.string() });
/** The stored-name prefix of diary voice notes (features/diary/voice-note-file.ts). */
const PRIVATE_FILE_PREFIX = 'voice-';

/**
 * One `bytes=` range within a file of `size` bytes. Undefined when there is none or it cannot be
 * used (several ranges, bad syntax): the whole file is sent, as RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (to !== '' && Number(to) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

/**
 * Uploaded files at `/files/<name>`, read through the FileStorage, with Range (206) so audio and
 * video can seek. HEAD answers from `head` alone, without reading the bytes.
 */
export const filesPlugin = fp<{ storage: FileStorage }>(
  async (app, { storage }) => {
    const notFound = (reply: FastifyReply) => reply.code(404).send(errorBody(404, [errorMessages.notFound]));

    app.route({
      method: ['GET', 'HEAD'],
      url: '/files/:name',
      exposeHeadRoute: false,
      schema: { hide: true, params: FileParams },
      handler: async (request, reply) => {
        const { name } = request.params as z.infer<typeof FileParams>;
        // Diary voice notes share the store but are health data: never served here (decision 024).
        const info = isSafeFileName(name) && !name.startsWith(PRIVATE_FILE_PREFIX) ? await storage.head(name) : undefined;
        if (!info) return notFound(reply);
        const range = parseRange(request.headers.range, info.size);
        if (range === 'unsatisfiable') {
          return reply
            .code(416)
            .header('content-range', `bytes */${info.size}`)
            .send(errorBody(416, [errorMessages.rangeNotSatisfiable]));
        }
        // Stored names are content addresses: the bytes behind one never change.
        reply.header('accept-ranges', 'bytes').header('content-type', info.contentType).header('cache-control', 'public, max-age=31536000, immutable');
        if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
        reply.header('content-length', range ? range.end - range.start + 1 : info.size);
        if (request.method === 'HEAD') return reply.send();
        return reply.send(await storage.open(name, range));
      },
    });
  },
  { name: 'files' },
);
