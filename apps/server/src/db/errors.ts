// What a failed query means for the person who sent the request. drizzle wraps the driver's
// error (node-postgres or PGlite) in `cause`, so each check walks the chain.

function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart),
// 53300 (too many connections), and the socket errors node-postgres passes on as they are.
const unavailableCodes = /^(08...|57P0[1-4]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH)$/;
const unavailableMessages =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/i;

/** The database did not answer (down, restarting, unreachable): a 503, not the request's fault. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && unavailableCodes.test(link.code)) return true;
    if (typeof link.message === 'string' && unavailableMessages.test(link.message)) return true;
  }
  return false;
}

/**
 * PostgreSQL refuses some text outright: the NUL character in `text` (22021) and `\u0000` in
 * `jsonb` (22P05). Requests are checked for NUL before they reach a query; this catches any path
 * that check does not cover, as a 400 rather than a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link.code === '22021' || link.code === '22P05') return true;
  }
  return false;
}

/**
 * A failed query as it may be logged: drizzle's own message repeats the query's parameters,
 * which can be diary text or a password hash, so only the driver's code and message are kept.
 */
export function loggableError(error: unknown): { name: string; code?: string; message: string; query?: string; stack?: string } {
  const err = error as { name?: string; message?: string; stack?: string; query?: unknown; cause?: { code?: unknown; message?: unknown } };
  if (typeof err?.query === 'string') {
    const cause = err.cause ?? {};
    return {
      name: 'DatabaseError',
      code: typeof cause.code === 'string' ? cause.code : undefined,
      message: String(cause.message ?? 'query failed'),
      query: err.query,
    };
  }
  const code = (err as { code?: unknown })?.code;
  return { name: err?.name ?? 'Error', code: typeof code === 'string' ? code : undefined, message: String(err?.message ?? error), stack: err?.stack };
}
