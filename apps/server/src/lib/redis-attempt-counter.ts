import { Redis } from 'ioredis';
import type { AttemptCounter } from './attempt-counter.js';
import { hashToken } from './secrets.js';

// One round trip, atomic: count the attempt, start the window with the first one, report the
// time left. A key that somehow lost its expiry gets it back instead of counting for ever.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return { count, left }`;

// A success gives its attempt back; a window that ended meanwhile is left alone (no key without expiry).
const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const PEEK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local left = redis.call('PTTL', KEYS[1])
if left < 0 then left = 0 end
return { count, left }`;

export type RedisAttemptCounter = AttemptCounter & { close(): Promise<void> };

/**
 * Attempt counts in Redis (REDIS_URL), so several processes behind a load balancer lock out
 * together. Keys are hashed: no email or address is stored in Redis. When Redis does not answer
 * within a second the attempt is let through and `onError` hears it: a Redis outage must not
 * stop every login.
 */
export function createRedisAttemptCounter(url: string, options: { prefix?: string; onError: (error: Error) => void }): RedisAttemptCounter {
  const redis = new Redis(url, { commandTimeout: 1_000, maxRetriesPerRequest: 1 });
  // Reconnecting is ioredis's job; each failed command is reported by `hit`.
  redis.on('error', () => {});
  const prefix = options.prefix ?? 'sendero:attempts:';

  return {
    async hit(key, windowMs) {
      try {
        const [count, msLeft] = (await redis.eval(HIT, 1, prefix + hashToken(key), windowMs)) as [number, number];
        return { count, msLeft };
      } catch (error) {
        options.onError(error as Error);
        return { count: 0, msLeft: 0 };
      }
    },
    async refund(key) {
      try {
        await redis.eval(REFUND, 1, prefix + hashToken(key));
      } catch (error) {
        options.onError(error as Error);
      }
    },
    async peek(key) {
      try {
        const [count, msLeft] = (await redis.eval(PEEK, 1, prefix + hashToken(key))) as [number, number];
        return { count, msLeft };
      } catch (error) {
        options.onError(error as Error);
        return { count: 0, msLeft: 0 };
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
