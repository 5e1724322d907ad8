import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNTS_PER_ADDRESS_PER_HOUR, errorMessages, REGISTER_ATTEMPTS_PER_ADDRESS_PER_HOUR } from '@sendero/shared';
import type { AttemptCounter, WindowCount } from '../../lib/attempt-counter.js';
import { tooManyRequests } from '../../lib/http-errors.js';

export type LimitRule = { max: number; windowMs: number };

export type AuthLimits = {
  /** Failed logins from one address, whatever the email: past it, that address is refused. */
  loginPerIp: LimitRule;
  /** Failed logins for one email: past it, the addresses that failed are refused; others are slowed. */
  loginPerEmail: LimitRule;
  /** How long a login for a locked email waits, from an address that has not failed for it. */
  lockedLoginDelayMs: number;
  forgotPerIp: LimitRule;
  forgotPerEmail: LimitRule;
  /** Register calls from one address, any answer (a 409 tells that an email exists). */
  registerPerIp: LimitRule;
  /** Accounts created from one address. */
  accountsPerIp: LimitRule;
  /** Refused refresh tokens from one address. */
  refreshFailuresPerIp: LimitRule;
  /** Unknown, used or expired reset links tried from one address. */
  resetTokenFailuresPerIp: LimitRule;
  /** Wrong current passwords for one account (change-password and delete-account together). */
  passwordChecksPerUser: LimitRule;
  /** Unknown companion and group codes tried by one person (both kinds together). */
  codeFailuresPerUser: LimitRule;
  /** Unknown companion and group codes tried from one address, by anyone. */
  codeFailuresPerIp: LimitRule;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const defaultAuthLimits: AuthLimits = {
  loginPerIp: { max: 50, windowMs: 15 * MINUTE },
  loginPerEmail: { max: 10, windowMs: 15 * MINUTE },
  lockedLoginDelayMs: 1_000,
  forgotPerIp: { max: 20, windowMs: HOUR },
  forgotPerEmail: { max: 5, windowMs: HOUR },
  registerPerIp: { max: REGISTER_ATTEMPTS_PER_ADDRESS_PER_HOUR, windowMs: HOUR },
  accountsPerIp: { max: ACCOUNTS_PER_ADDRESS_PER_HOUR, windowMs: HOUR },
  refreshFailuresPerIp: { max: 100, windowMs: 15 * MINUTE },
  resetTokenFailuresPerIp: { max: 20, windowMs: HOUR },
  passwordChecksPerUser: { max: 5, windowMs: 15 * MINUTE },
  // A code is 8 of 31 characters (31^8 ≈ 8.5·10^11): 10 misses in 15 minutes is far more than typos
  // need, and guessing at that pace never finds one. An address shared by a class may miss more.
  codeFailuresPerUser: { max: 10, windowMs: 15 * MINUTE },
  codeFailuresPerIp: { max: 100, windowMs: 15 * MINUTE },
};

/**
 * The limits for ACCOUNTS_PER_ADDRESS_PER_HOUR: the accounts one address may create, and the
 * registration attempts it may make (three per account allowed, never fewer than the default), so a
 * school behind one address that raises the first is not stopped by the second.
 */
export function limitsForAccountsPerAddress(accountsPerHour: number): Pick<AuthLimits, 'accountsPerIp' | 'registerPerIp'> {
  return {
    accountsPerIp: { max: accountsPerHour, windowMs: HOUR },
    registerPerIp: { max: Math.max(REGISTER_ATTEMPTS_PER_ADDRESS_PER_HOUR, 3 * accountsPerHour), windowMs: HOUR },
  };
}

const seconds = (window: WindowCount) => Math.max(1, Math.ceil(window.msLeft / 1000));

/**
 * docs/product.md#api-rules attempt limits (docs/decisions/016 and 028). Login and the password checks count
 * failures, not attempts: every attempt takes its place in the count first, so simultaneous
 * guesses cannot slip past the limit, and one that did not fail gives it back. A locked email
 * refuses only the addresses that failed for it; the owner, elsewhere, waits a moment and gets in.
 */
export function createAttemptLimits(limits: AuthLimits, counter: AttemptCounter) {
  /** Every attempt counts against every key (forgot-password, register); over any, 429 with the longest wait. */
  async function enforce(...checks: [rule: LimitRule, key: string][]) {
    const counts = await Promise.all(checks.map(([rule, key]) => counter.hit(key, rule.windowMs)));
    const waits = counts.filter((window, i) => window.count > checks[i]![0].max).map(seconds);
    if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
  }

  /**
   * Runs `attempt` under `rule` for `key`; the attempt stays counted only when `counts` says so
   * for its outcome (the error it threw, or undefined when it succeeded).
   */
  async function counted<T>(
    rule: LimitRule,
    key: string,
    attempt: () => Promise<T>,
    counts: (error: unknown) => boolean,
    message?: (seconds: number) => string,
  ): Promise<T> {
    const window = await counter.hit(key, rule.windowMs);
    if (window.count > rule.max) {
      await counter.refund(key);
      throw tooManyRequests(seconds(window), message);
    }
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (!counts(error)) await counter.refund(key);
      throw error;
    }
    if (!counts(undefined)) await counter.refund(key);
    return result;
  }

  return {
    /**
     * `check` verifies the password. Answers whether it was right; 429 when this address may not
     * try (it failed too often, or it failed for this locked email) and for a wrong password
     * while the email is locked.
     */
    async login(email: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
      const ipKey = `login:ip:${ip}`;
      const emailKey = `login:email:${email}`;
      const pairKey = `login:pair:${email}:${ip}`;
      const [byIp, byEmail] = await Promise.all([counter.hit(ipKey, limits.loginPerIp.windowMs), counter.hit(emailKey, limits.loginPerEmail.windowMs)]);
      const giveBack = () => Promise.all([counter.refund(ipKey), counter.refund(emailKey)]);
      if (byIp.count > limits.loginPerIp.max) {
        await giveBack();
        throw tooManyRequests(seconds(byIp));
      }
      const locked = byEmail.count > limits.loginPerEmail.max;
      if (locked && (await counter.peek(pairKey)).count > 0) {
        await giveBack();
        throw tooManyRequests(seconds(byEmail));
      }
      // A locked email is the target of someone's guesses: each address that has not failed for
      // it still gets its try, slowly, so guessing from many addresses stays slow and the owner is never shut out.
      if (locked && limits.lockedLoginDelayMs > 0) await sleep(limits.lockedLoginDelayMs);
      let valid: boolean;
      try {
        valid = await check();
      } catch (error) {
        await giveBack();
        throw error;
      }
      if (valid) {
        await giveBack();
        return true;
      }
      await counter.hit(pairKey, limits.loginPerEmail.windowMs);
      if (locked) throw tooManyRequests(seconds(byEmail));
      return false;
    },

    forgotPassword: (email: string, ip: string) => enforce([limits.forgotPerIp, `forgot:ip:${ip}`], [limits.forgotPerEmail, `forgot:email:${email}`]),

    /** Every register call counts per address; of those, the ones that create an account count again. */
    async register<T>(ip: string, create: () => Promise<T>): Promise<T> {
      await enforce([limits.registerPerIp, `register:ip:${ip}`]);
      return counted(limits.accountsPerIp, `accounts:ip:${ip}`, create, (error) => error === undefined, errorMessages.tooManyAccounts);
    },

    /** Counts the refusals `isFailure` names per address; over the limit the address waits, whatever it sends. */
    failuresPerIp<T>(
      rule: 'refreshFailuresPerIp' | 'resetTokenFailuresPerIp',
      ip: string,
      attempt: () => Promise<T>,
      isFailure: (error: unknown) => boolean,
    ): Promise<T> {
      return counted(limits[rule], `${rule}:${ip}`, attempt, isFailure);
    },

    /**
     * Unknown companion and group codes, counted per person and per address (a right code gives
     * its place back): a code opens someone's diary or a group's routes, so nobody may guess at them.
     */
    codeGuess<T>(userId: string, ip: string, attempt: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T> {
      const byAddress = () => counted(limits.codeFailuresPerIp, `code-guess:ip:${ip}`, attempt, isFailure, errorMessages.tooManyWrongCodes);
      return counted(limits.codeFailuresPerUser, `code-guess:user:${userId}`, byAddress, isFailure, errorMessages.tooManyWrongCodes);
    },

    /** Wrong current passwords per account: a stolen session cannot guess the password to take the account over. */
    passwordCheck<T>(userId: string, attempt: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T> {
      return counted(limits.passwordChecksPerUser, `password-check:user:${userId}`, attempt, isFailure);
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
