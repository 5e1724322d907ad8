import { base64Url, makeJwt } from '@/testing/tokens';
import { decodeJwtPayload, isTokenExpired } from './jwt';

describe('isTokenExpired', () => {
  const now = Date.UTC(2026, 0, 1);

  it('accepts a token whose exp lies in the future', () => {
    expect(isTokenExpired(makeJwt({ sub: 'u1', exp: now / 1000 + 600 }), now)).toBe(false);
  });

  it('treats a token whose exp has passed as expired', () => {
    expect(isTokenExpired(makeJwt({ sub: 'u1', exp: now / 1000 - 1 }), now)).toBe(true);
  });

  it('treats garbage, a payload that is not JSON and a missing exp as expired', () => {
    expect(isTokenExpired('not-a-token', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired(`a.${base64Url('not json')}.c`, now)).toBe(true);
    expect(isTokenExpired(makeJwt({ sub: 'u1' }), now)).toBe(true);
  });

  it('decodes base64url payloads with non-ASCII characters', () => {
    expect(decodeJwtPayload(makeJwt({ name: 'Begoña ~~??>>' }))).toEqual({ name: 'Begoña ~~??>>' });
  });
});
