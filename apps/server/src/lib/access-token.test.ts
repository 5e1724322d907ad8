import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token.js';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const minutes = (n: number) => n * 60_000;

function movableClock(start = Date.parse('2026-11-24T10:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('access tokens', () => {
  it('verifies its own tokens, again from memory, until they expire', async () => {
    const clock = movableClock();
    const tokens = createAccessTokens(secret, minutes(15), clock);
    const token = await tokens.sign({ userId: 'u1', role: 'USER' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', role: 'USER' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', role: 'USER' });
    clock.advance(minutes(15));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, a changed one, and garbage', async () => {
    const clock = movableClock();
    const tokens = createAccessTokens(secret, minutes(15), clock);
    const other = createAccessTokens(`${secret}-other`, minutes(15), clock);
    const foreign = await other.sign({ userId: 'u1', role: 'ADMIN' });
    expect(await tokens.verify(foreign)).toBeNull();
    const mine = await tokens.sign({ userId: 'u2', role: 'USER' });
    await tokens.verify(mine);
    const [header, , signature] = mine.split('.');
    const promoted = Buffer.from(JSON.stringify({ role: 'ADMIN', sub: 'u2', exp: 9_999_999_999 })).toString('base64url');
    expect(await tokens.verify(`${header}.${promoted}.${signature}`)).toBeNull();
    expect(await tokens.verify('no.es.un-token')).toBeNull();
  });

  it('keeps each verdict to its own token: two people never share one', async () => {
    const tokens = createAccessTokens(secret, minutes(15), movableClock());
    const ana = await tokens.sign({ userId: 'ana', role: 'USER' });
    const admin = await tokens.sign({ userId: 'root', role: 'ADMIN' });
    expect(await tokens.verify(ana)).toEqual({ userId: 'ana', role: 'USER' });
    expect(await tokens.verify(admin)).toEqual({ userId: 'root', role: 'ADMIN' });
    expect(await tokens.verify(ana)).toEqual({ userId: 'ana', role: 'USER' });
  });
});
