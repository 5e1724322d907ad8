import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisAttemptCounter, type RedisAttemptCounter } from '../../lib/redis-attempt-counter.js';
import { createTestDatabase } from '../../test/database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';
import type { Database } from '../../db/client.js';

/**
 * docs/product.md#data-ownership-and-scale REDIS_URL: two processes behind a load balancer, one database, one Redis. A
 * lock-out earned half on each instance locks both. Needs a Redis: REDIS_URL, else the local one.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const limits = {
  loginPerIp: { max: 100, windowMs: 15 * 60_000 },
  loginPerEmail: { max: 4, windowMs: 15 * 60_000 },
  forgotPerIp: { max: 100, windowMs: 60 * 60_000 },
  forgotPerEmail: { max: 2, windowMs: 60 * 60_000 },
};

describe.skipIf(!(await redisAnswers()))('rate limits shared through Redis', () => {
  let database: Database;
  let one: TestApp;
  let two: TestApp;
  const counters: RedisAttemptCounter[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    // A prefix of this run's own: tests on one Redis never count each other's attempts.
    const prefix = `sendero-test:${randomBytes(6).toString('hex')}:`;
    const counter = () => {
      const created = createRedisAttemptCounter(redisUrl, {
        prefix,
        onError: (error) => {
          throw error;
        },
      });
      counters.push(created);
      return created;
    };
    one = await createTestApp({ database, authLimits: limits, attemptCounter: counter() });
    two = await createTestApp({ database, authLimits: limits, attemptCounter: counter() });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await Promise.all(counters.map((counter) => counter.close()));
    await database.close();
  });

  const login = (app: TestApp, email: string, ip: string, password = 'intento-fallido') =>
    app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('a lock-out earned half on each instance locks both, for the addresses that failed', async () => {
    const user = await registerUser(one);
    for (const app of [one, two, one, two]) expect((await login(app, user.email, '10.1.0.1')).statusCode).toBe(401);
    for (const app of [one, two]) {
      const locked = await login(app, user.email, '10.1.0.2');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.json().message).toEqual(['Demasiados intentos. Vuelve a intentarlo en 15 minutos.']);
    }
    // The addresses that failed are refused even with the right password, on either instance;
    // the owner, from an address that has not failed, still gets in (decision 028).
    for (const app of [one, two]) {
      const right = await login(app, user.email, '10.1.0.1', user.password);
      expect(right.statusCode).toBe(429);
    }
    const owner = await login(two, user.email, '10.1.0.9', user.password);
    expect(owner.statusCode).toBe(200);
  });

  it('forgot-password counts together as well', async () => {
    const forgot = (app: TestApp) => app.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'alguien@example.com' } });
    expect((await forgot(one)).statusCode).toBe(200);
    expect((await forgot(two)).statusCode).toBe(200);
    expect((await forgot(one)).statusCode).toBe(429);
  });
});
