import type { FastifyServerOptions } from 'fastify';

/** Reset links carry a token in the path: the request log never shows it (CONTRACT §2). */
export function maskUrl(url: string): string {
  return url.replace(/(\/forgot-password\/|\/auth\/reset-password\/)[^/?#]+/g, '$1[oculto]');
}

// Passwords, tokens and diary text never reach a log, wherever they appear in a logged object.
const secretKeys = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'currentPassword',
  'refreshToken',
  'refresh_token',
  'access_token',
  'token',
  'description',
  'advice',
  'aiResponse',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
        ...secretKeys.flatMap((key) => [key, `*.${key}`, `body.${key}`, `req.body.${key}`]),
      ],
      censor: '[oculto]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: maskUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
