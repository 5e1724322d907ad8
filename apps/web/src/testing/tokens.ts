export function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT: the web client only decodes the payload, so tests need no key. */
export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** An access token valid for `seconds` more (negative for an expired one). */
export function accessToken(seconds = 900, sub = 'user-1'): string {
  return makeJwt({ sub, role: 'USER', exp: Math.floor(Date.now() / 1000) + seconds });
}
