import type { Clock } from './clock.js';

/** Attempts counted for one key in its current fixed window, and the time until it ends. */
export type WindowCount = { count: number; msLeft: number };

/**
 * Counts attempts per key in fixed windows. In memory for one process; a shared store (Redis,
 * REDIS_URL) implements the same call so that several processes count together.
 */
export interface AttemptCounter {
  /** Counts one attempt for `key`; a window of `windowMs` starts with the first attempt after the last one ended. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Gives one attempt back (a login that succeeded): what stays counted are the failures. Never below zero. */
  refund(key: string): Promise<void>;
  /** The count of the running window without adding to it; zero when none runs. */
  peek(key: string): Promise<WindowCount>;
}

// Past this many keys, ended windows are dropped. A live window is never dropped, so flooding
// the counter with new keys cannot wipe somebody's lock-out (docs/decisions/016).
const SWEEP_ABOVE = 50_000;

/** This process's own counts, on the app's clock (tests move it). */
export function createMemoryAttemptCounter(clock: Clock): AttemptCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return {
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
        if (windows.size > SWEEP_ABOVE) sweep(now);
      }
      window.count += 1;
      return { count: window.count, msLeft: window.resetAt - now };
    },
    async refund(key) {
      const window = windows.get(key);
      if (window && window.resetAt > clock.now().getTime() && window.count > 0) window.count -= 1;
    },
    async peek(key) {
      const now = clock.now().getTime();
      const window = windows.get(key);
      return window && window.resetAt > now ? { count: window.count, msLeft: window.resetAt - now } : { count: 0, msLeft: 0 };
    },
  };
}
