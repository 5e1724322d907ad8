import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { tooManyRequests } from '../../lib/http-errors.js';

export type LimitRule = { max: number; windowMs: number };

export type AuthLimits = {
  loginPerIp: LimitRule;
  loginPerEmail: LimitRule;
  forgotPerIp: LimitRule;
  forgotPerEmail: LimitRule;
};

export const defaultAuthLimits: AuthLimits = {
  loginPerIp: { max: 50, windowMs: 15 * 60_000 },
  loginPerEmail: { max: 10, windowMs: 15 * 60_000 },
  forgotPerIp: { max: 20, windowMs: 60 * 60_000 },
  forgotPerEmail: { max: 5, windowMs: 60 * 60_000 },
};

/**
 * CONTRACT §2: login and forgot-password are limited per IP and per email. Every attempt counts
 * against both keys; over either limit answers 429 with the longer wait in `Retry-After`.
 */
export function createAttemptLimits(limits: AuthLimits, counter: AttemptCounter) {
  async function enforce(...checks: [rule: LimitRule, key: string][]) {
    const counts = await Promise.all(checks.map(([rule, key]) => counter.hit(key, rule.windowMs)));
    const waits = counts.filter((window, i) => window.count > checks[i]![0].max).map((window) => Math.max(1, Math.ceil(window.msLeft / 1000)));
    if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
  }

  return {
    login: (email: string, ip: string) => enforce([limits.loginPerIp, `login:ip:${ip}`], [limits.loginPerEmail, `login:email:${email}`]),
    forgotPassword: (email: string, ip: string) => enforce([limits.forgotPerIp, `forgot:ip:${ip}`], [limits.forgotPerEmail, `forgot:email:${email}`]),
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
