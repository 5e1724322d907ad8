import fp from 'fastify-plugin';

/**
 * Two turns of the event loop. A turn's poll phase accepts the connections waiting in the listen
 * queue and reads the sockets with bytes waiting; a connection accepted in one turn is read in the next.
 */
const twoLoopTurns = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
/**
 * The longest the stop waits for requests already sent to be read: a flood cannot hold it. At 1 s,
 * 50 clients on a loaded two-core machine still saw resets (decision 031); the grace is 10 s.
 */
const READ_PENDING_MAX_MS = 3_000;

/**
 * While the server stops (docs/product.md#data-ownership-and-scale), every answer says `Connection: close`, and connections
 * are closed as soon as they fall idle. Node closes idle keep-alive connections once, when the
 * server closes; a request already in flight then would leave its connection open and idle, and
 * the stop would wait for it until the grace runs out.
 *
 * "Idle" to Node means no request parsed yet, which is also true of a connection whose request is
 * still unread in the kernel, or still in the listen queue: on the embedded database a request
 * runs to its end without yielding (PGlite's queries are synchronous work behind promises), so
 * under load requests wait there for seconds. Closing those resets requests the client sent before
 * the signal (decision 031), so the server reads them first, and sweeps only right after a poll.
 */
export const closingPlugin = fp(
  async (app) => {
    let closing = false;
    let sweeper: NodeJS.Timeout | undefined;
    // Connections accepted and requests parsed: while a turn of the loop still brings either, some
    // request sent before the signal may still be waiting to be read.
    let arrivals = 0;
    app.server.on('connection', () => (arrivals += 1));
    app.server.on('request', () => (arrivals += 1));
    app.addHook('preClose', async () => {
      closing = true;
      const until = Date.now() + READ_PENDING_MAX_MS;
      for (let seen = -1; seen !== arrivals && Date.now() < until;) {
        seen = arrivals;
        await twoLoopTurns();
      }
      // setImmediate: the sweep runs just after a poll phase has read whatever had arrived.
      sweeper = setInterval(() => setImmediate(() => app.server.closeIdleConnections()), 100).unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));
    // A callback hook, not an async one: it runs on every answer, and a promise each costs time.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'closing' },
);
