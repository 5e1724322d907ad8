import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { LogFn } from 'pino';

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
