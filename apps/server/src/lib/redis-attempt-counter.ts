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
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
