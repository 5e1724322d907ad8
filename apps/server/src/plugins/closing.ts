import fp from 'fastify-plugin';

/**
 * While the server stops (CONTRACT §4), every answer says `Connection: close`, and connections
 * are closed as soon as they fall idle. Node closes idle keep-alive connections once, when the
 * server closes; a request already in flight then would leave its connection open and idle, and
 * the stop would wait for it until the grace runs out.
 */
export const closingPlugin = fp(
  async (app) => {
    let closing = false;
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      closing = true;
      sweeper = setInterval(() => app.server.closeIdleConnections(), 100).unref();
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
