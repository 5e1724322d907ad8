import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { LogFn } from 'pino';

/** Paths whose rest is a secret: reset links, the reminders' stop links (docs/product.md#api-rules). */
const SECRET_PATH = /(\/(?:forgot-password|reset-password|unsubscribe|reminders\/stop)\/)[^?#]*/gi;
/** Query parameters whose values are safe to log; any other value is masked (a token may travel in any). */
const PLAIN_QUERY_KEYS = new Set(['year', 'month', 'tz', 'country', 'limit', 'cursor', 'type']);

/** Decoded until it stops changing (`%252F` is `%2F` is `/`), so no spelling of a path escapes the mask. */
function decodedPath(path: string): string {
  let current = path;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // Not valid percent-encoding: each valid escape alone.
      next = current.replace(/%[0-9a-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The request line as the log shows it: no token of any kind, in the path or in the query. */
export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const maskedPath = decodedPath(path).replace(SECRET_PATH, '$1[oculto]');
  if (queryAt === -1) return maskedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split('=', 2);
      return value === undefined || PLAIN_QUERY_KEYS.has(decodedPath(key)) ? pair : `${key}=[oculto]`;
    })
    .join('&');
  return `${maskedPath}?${query}`;
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

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Args = Parameters<LogFn>;
/** Pino's logger, as Fastify makes it from `loggerOptions`. */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger, made only when the request logs something its level lets through. Pino
 * writes a child's bindings through the redaction of every path above (their `*.` wildcards
 * apply to any key), which was a third of all a health check allocated (heap sampling under
 * load, decision 025); at `warn` most requests never log at all. What is logged is the same.
 */
class RequestLogger {
  #made: PinoLogger | undefined;
  constructor(
    private readonly parent: PinoLogger,
    private readonly bindings: Bindings,
  ) {}
  private get made(): PinoLogger {
    return (this.#made ??= this.parent.child(this.bindings) as PinoLogger);
  }
  private enabled(level: string) {
    return (this.#made ?? this.parent).isLevelEnabled(level);
  }
  get level() {
    return (this.#made ?? this.parent).level;
  }
  set level(level: string) {
    this.made.level = level;
  }
  fatal(...args: Args) {
    if (this.enabled('fatal')) this.made.fatal(...args);
  }
  error(...args: Args) {
    if (this.enabled('error')) this.made.error(...args);
  }
  warn(...args: Args) {
    if (this.enabled('warn')) this.made.warn(...args);
  }
  info(...args: Args) {
    if (this.enabled('info')) this.made.info(...args);
  }
  debug(...args: Args) {
    if (this.enabled('debug')) this.made.debug(...args);
  }
  trace(...args: Args) {
    if (this.enabled('trace')) this.made.trace(...args);
  }
  silent() {}
  isLevelEnabled(level: string) {
    return this.enabled(level);
  }
  child(bindings: Bindings, options?: ChildOptions) {
    return this.made.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a `RequestLogger`, or pino's own child for a route with its own level or serializers. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  const pino = logger as Partial<PinoLogger>;
  if (options.level || options.serializers || typeof pino.isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new RequestLogger(logger as PinoLogger, bindings) as unknown as FastifyBaseLogger;
};
