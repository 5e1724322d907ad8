/** A database slower than this to answer `select 1` counts as down. */
const PING_TIMEOUT_MS = 1_500;
/**
 * How long one answer stands for every health call. A load balancer polling many times a second
 * costs one `select 1` per quarter second, not one per call; an outage still shows within
 * PING_TIMEOUT_MS + FRESH_FOR_MS (the contract asks for 2 s).
 */
const FRESH_FOR_MS = 250;

function withTimeout(task: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([task, timeout]).finally(() => clearTimeout(timer));
}

export type DatabaseCheck = () => Promise<{ up: true } | { up: false; error: unknown }>;

/**
 * Whether the database answers: concurrent callers share one ping, and its answer is reused for
 * FRESH_FOR_MS after it came back.
 */
export function createDatabaseCheck(
  ping: () => Promise<void>,
  { timeoutMs = PING_TIMEOUT_MS, freshForMs = FRESH_FOR_MS, now = () => performance.now() } = {},
): DatabaseCheck {
  let last: { answer: Awaited<ReturnType<DatabaseCheck>>; at: number } | undefined;
  let inFlight: ReturnType<DatabaseCheck> | undefined;
  return () => {
    if (last && now() - last.at < freshForMs) return Promise.resolve(last.answer);
    inFlight ??= withTimeout(ping(), timeoutMs)
      .then(
        () => ({ up: true as const }),
        (error: unknown) => ({ up: false as const, error }),
      )
      .then((answer) => {
        last = { answer, at: now() };
        inFlight = undefined;
        return answer;
      });
    return inFlight;
  };
}
