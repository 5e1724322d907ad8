import { describe, expect, it } from 'vitest';
import { createDatabaseCheck } from './database-check.js';

function countingPing(outcome: () => Promise<void> = () => Promise.resolve()) {
  const ping = Object.assign(
    () => {
      ping.calls += 1;
      return outcome();
    },
    { calls: 0 },
  );
  return ping;
}

describe('database check', () => {
  it('shares one ping among concurrent callers and reuses the answer while fresh', async () => {
    let clock = 0;
    const ping = countingPing();
    const check = createDatabaseCheck(ping, { freshForMs: 250, now: () => clock });
    const answers = await Promise.all(Array.from({ length: 100 }, () => check()));
    expect(answers.every((a) => a.up)).toBe(true);
    expect(ping.calls).toBe(1);
    clock = 200;
    await check();
    expect(ping.calls).toBe(1);
    clock = 251;
    await check();
    expect(ping.calls).toBe(2);
  });

  it('reports a failing or silent database as down, and asks again once the answer is stale', async () => {
    let clock = 0;
    let up = false;
    const ping = countingPing(() => (up ? Promise.resolve() : Promise.reject(new Error('connection refused'))));
    const check = createDatabaseCheck(ping, { freshForMs: 250, now: () => clock });
    expect((await check()).up).toBe(false);
    up = true;
    expect((await check()).up).toBe(false);
    clock = 300;
    expect((await check()).up).toBe(true);

    const silent = createDatabaseCheck(() => new Promise(() => {}), { timeoutMs: 20 });
    expect(await silent()).toMatchObject({ up: false, error: expect.any(Error) });
  });
});
