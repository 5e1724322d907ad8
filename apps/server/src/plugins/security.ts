import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // Radix and sonner set inline style attributes and one <style> element at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': null,
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  // The app is served over plain HTTP on localhost by default; HSTS belongs to the TLS proxy.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers, worked out once. They never depend on the request (no nonces), and
 * @fastify/helmet rebuilds the whole middleware, CSP parsing included, on every request: about
 * a tenth of a health check's time.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), removeHeader: () => {} };
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers for everything served: a strict Content-Security-Policy the built app works
 * under (no inline or remote scripts), no referrer (reset links carry a token), and no caching
 * of API answers, which carry personal data.
 */
export const securityPlugin = fp(
  async (app) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // Last, so no handler or plugin under /api/ (the docs' static files among them) can weaken it.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security' },
);
