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
  // Sent per request below, only when the request came over https: a plain-http localhost must not pin it.
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
 * Powerful features the app never uses are off for it and anything it embeds; the microphone stays
 * for the app itself (diary voice notes record in the page).
 */
export const PERMISSIONS_POLICY = 'camera=(), geolocation=(), microphone=(self), payment=(), usb=()';

/** Two years, the subdomains too: what hstspreload.org asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Security headers for everything served: a strict Content-Security-Policy the built app works
 * under (no inline or remote scripts), no referrer (reset links carry a token), a
 * Permissions-Policy, HSTS over https, and no caching of any answer that is not a static asset
 * or a file (they set their own Cache-Control): API answers carry personal data.
 */
export const securityPlugin = fp(
  async (app) => {
    const headers = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // `protocol` reads X-Forwarded-Proto only from a trusted proxy (app.ts trustProxy).
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      done();
    });
    // Last, so no handler or plugin under /api/ (the docs' static files among them) can weaken it.
    // By the route that answered, not the raw URL: `/%61pi/diary` reaches the same handler as `/api/diary`.
    app.addHook('onSend', (request, reply, payload, done) => {
      // Other routes are the web app's files and /files: they say how long they keep. An answer no
      // route gave (a 404, the app's page for a client-side path) or an error keeps nothing unless it says so.
      const route = request.routeOptions.url;
      const unsaid = !reply.hasHeader('cache-control') && (route === undefined || reply.statusCode >= 400);
      if (route?.startsWith('/api') || unsaid) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security' },
);
