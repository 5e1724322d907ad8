import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** Most of a request body read and thrown away so its sender can read our refusal. */
const DISCARD_MAX_BYTES = 100 * 1024 * 1024;
const DISCARD_MAX_MS = 30_000;

/** Reads and drops what is left of a body, until its end, `maxBytes` more, or `maxMs`. */
export function discardRest(request: IncomingMessage, maxBytes = DISCARD_MAX_BYTES, maxMs = DISCARD_MAX_MS): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) done();
    };
    const done = () => {
      clearTimeout(timer);
      request.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    // A body parser that gave up may still be attached (busboy); nothing else may read from here on.
    request.unpipe();
    request.on('data', onData).once('end', done).once('close', done).once('error', done);
    request.resume();
  });
}

/**
 * An answer given before the body was read whole (413, 415, 401 on an upload…) must reach a
 * client that is still sending. Closing at once, as Node does after `Connection: close`, resets
 * the connection under the client's writes, and it sees a network error instead of our answer.
 * So the rest of the body is read and dropped first (up to a bound), then the answer goes out
 * and the connection closes.
 */
export const drainPlugin = fp(
  async (app) => {
    // A callback hook: almost every answer comes after its whole body and passes straight on,
    // without the cost of a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const raw = request.raw;
      if (raw.readableEnded || raw.complete || raw.destroyed) return done(null, payload);
      reply.header('connection', 'close');
      const declared = Number(raw.headers['content-length']);
      // Beyond the bound nothing is gained by reading: answer and close now.
      if (declared > DISCARD_MAX_BYTES) return done(null, payload);
      // discardRest never rejects; whatever answering afterwards throws is logged, never lost.
      discardRest(raw)
        .then(() => done(null, payload))
        .catch((error: unknown) => request.log.error({ err: error }, 'answer after draining the body failed'));
    });
  },
  { name: 'drain' },
);
