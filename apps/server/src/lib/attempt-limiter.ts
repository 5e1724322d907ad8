import type { Clock } from './clock.js';

export type LimitRule = { max: number; windowMs: number };

/**
 * Fixed-window counters kept in this process. One process is the supported deployment today;
 * several processes would move these counters to Redis (see docs/decisions).
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rule: LimitRule,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt for `key`; returns the seconds to wait when it is over the limit. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > this.rule.max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    }
    return { allowed: true };
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
