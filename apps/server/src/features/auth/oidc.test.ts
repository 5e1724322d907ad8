import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oidcErrorMessages, oidcMessages } from '@sendero/shared';
import { oidcIdentities, oidcPendingLogins, users } from './auth.tables.js';
import { LOGIN_CODE_TTL_MS, PENDING_LOGIN_TTL_MS } from './oidc.service.js';
import { hashToken } from '../../lib/secrets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser, strongPassword, uniqueEmail } from '../../test/factories.js';
import { startTestIssuer, TEST_CLIENT, type IssuerPerson, type TestIssuer } from '../../test/oidc-issuer.js';

const PUBLIC_URL = 'http://sendero.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;

let issuer: TestIssuer;
let t: TestApp;
let second: TestApp;
const settings = () => ({ issuer: issuer.issuer, clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret, scopes: 'openid email profile', name: 'Universidad de Prueba' });

beforeAll(async () => {
  issuer = await startTestIssuer({ redirectUris: [CALLBACK] });
  t = await createTestApp({ oidc: settings() });
  // A second process on the same database (a load balancer may send the callback to either).
  second = await createTestApp({ oidc: settings(), database: t.database });
});
afterAll(async () => {
  await second.close();
  await t.close();
  await issuer.close();
});

let people = 0;
/** A person at the issuer; returns their login (the issuer's `sub`). */
function person(details: IssuerPerson = {}) {
  people += 1;
  const login = `persona-${people}-${Date.now()}`;
  issuer.people.set(login, { email: uniqueEmail('uni'), email_verified: true, given_name: 'Irene', family_name: 'Sáez Olmo', ...details });
  return login;
}

/** `GET /api/auth/oidc/start` on an app: the authorization URL it redirects to. */
async function start(app: TestApp = t): Promise<URL> {
  const response = await app.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

/** The callback on an app with the issuer's redirect: where the app sends the browser. */
async function callback(back: URL, app: TestApp = t): Promise<URL> {
  expect(back.href.startsWith(CALLBACK)).toBe(true);
  const response = await app.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));
const exchange = (code: string, app: TestApp = t) => app.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { code } });
const profile = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${accessToken}` } });

/** The whole dance for `login`; returns where the app sends the browser at the end. */
async function signIn(login: string) {
  return callback(await issuer.signIn((await start()).href, login));
}

describe('sign-in with the institution (CONTRACT §5 "Organisations")', () => {
  it('GET /api/auth/options says how people sign in here', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ passwordLogin: true, oidc: { name: 'Universidad de Prueba' } });
  });

  it('start redirects to the issuer with the authorization code flow, PKCE S256, state and nonce, kept hashed for 10 minutes', async () => {
    const url = await start();
    expect(url.origin).toBe(issuer.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: TEST_CLIENT.id,
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const [pending] = await t.db.select().from(oidcPendingLogins).where(eq(oidcPendingLogins.stateHash, hashToken(url.searchParams.get('state')!)));
    expect(pending).toBeDefined();
    expect(pending!.expiresAt.getTime() - t.clock.now().getTime()).toBe(PENDING_LOGIN_TTL_MS);
    expect(JSON.stringify(pending)).not.toContain(url.searchParams.get('state'));
  });

  it('first sign-in creates a USER account with the verified email and names; the one-time code gives the §2 token pair once', async () => {
    const login = person({ given_name: 'Irene', family_name: 'Sáez Olmo' });
    const { email } = issuer.people.get(login)!;
    const back = await signIn(login);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/login/oidc`);
    expect(back.search).toBe('');
    const code = fragment(back).get('code')!;
    expect(code.length).toBeGreaterThanOrEqual(32);

    const tokens = await exchange(code);
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json()).toEqual({ access_token: expect.stringMatching(/^ey/), refresh_token: expect.any(String) });
    const me = await profile(tokens.json().access_token);
    expect(me.json()).toMatchObject({ email, firstName: 'Irene', lastName: 'Sáez Olmo', role: 'USER' });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken: tokens.json().refresh_token } });
    expect(refreshed.statusCode).toBe(200);

    const replay = await exchange(code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toEqual([oidcMessages.codeInvalid]);
    const [identity] = await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, login));
    expect(identity).toMatchObject({ issuer: issuer.issuer, userId: me.json().id });
  });

  it('an account created by the institution can never sign in with a password', async () => {
    const login = person();
    const { email } = issuer.people.get(login)!;
    await exchange(fragment(await signIn(login)).get('code')!);
    const [row] = await t.db.select().from(users).where(eq(users.email, email!));
    expect(row!.passwordHash).not.toMatch(/^\$argon2/);
    for (const password of [row!.passwordHash, '', 'cualquiera', strongPassword]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: password || 'x' } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('names come from `name` when given_name is absent', async () => {
    const login = person({ given_name: undefined, family_name: undefined, name: 'Tomás de la Fuente' });
    const tokens = await exchange(fragment(await signIn(login)).get('code')!);
    expect((await profile(tokens.json().access_token)).json()).toMatchObject({ firstName: 'Tomás', lastName: 'de la Fuente' });
  });

  it('the second sign-in finds the account by the issuer\'s sub, even after the email changed there', async () => {
    const login = person();
    const first = await exchange(fragment(await signIn(login)).get('code')!);
    const id = (await profile(first.json().access_token)).json().id;
    issuer.people.set(login, { ...issuer.people.get(login)!, email: uniqueEmail('cambiado') });
    const again = await exchange(fragment(await signIn(login)).get('code')!);
    expect((await profile(again.json().access_token)).json().id).toBe(id);
    expect(await t.db.select().from(users).where(eq(users.email, issuer.people.get(login)!.email!))).toHaveLength(0);
  });

  it('an unverified email is refused: back to the login with email_unverified, and no account', async () => {
    const login = person({ email_verified: false });
    const back = await signIn(login);
    expect(back.href).toBe(`${PUBLIC_URL}/login?oidc_error=email_unverified`);
    expect(await t.db.select().from(users).where(eq(users.email, issuer.people.get(login)!.email!))).toHaveLength(0);
    expect(oidcErrorMessages.email_unverified).toMatch(/verificado/);
  });

  it('an email the issuer does not vouch for at all (no email_verified, as Entra ID) is refused too', async () => {
    const login = person({ email_verified: undefined });
    expect((await signIn(login)).href).toBe(`${PUBLIC_URL}/login?oidc_error=email_unverified`);
  });

  it('Entra ID: without email_verified, its xms_edov claim (domain verified by the tenant) vouches for the email; never against email_verified false', async () => {
    const entra = person({ email_verified: undefined, xms_edov: true });
    expect(fragment(await signIn(entra)).get('code')).toBeTruthy();
    const contradicted = person({ email_verified: false, xms_edov: true });
    expect((await signIn(contradicted)).href).toBe(`${PUBLIC_URL}/login?oidc_error=email_unverified`);
  });

  it('a tampered state is refused, and the real one still works once', async () => {
    const login = person();
    const back = await issuer.signIn((await start()).href, login);
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expect((await callback(tampered)).href).toBe(`${PUBLIC_URL}/login?oidc_error=refused`);
    const missing = new URL(back);
    missing.searchParams.delete('state');
    expect((await callback(missing)).href).toBe(`${PUBLIC_URL}/login?oidc_error=refused`);
    expect(fragment(await callback(back)).get('code')).toBeTruthy();
    // The state is spent: the same callback again is refused.
    expect((await callback(back)).href).toBe(`${PUBLIC_URL}/login?oidc_error=refused`);
  });

  it('a wrong nonce in the ID token is refused by the library', async () => {
    const login = person();
    const authorization = await start();
    await t.db
      .update(oidcPendingLogins)
      .set({ nonce: 'otro-nonce-que-no-es-el-enviado' })
      .where(eq(oidcPendingLogins.stateHash, hashToken(authorization.searchParams.get('state')!)));
    const back = await issuer.signIn(authorization.href, login);
    expect((await callback(back)).href).toBe(`${PUBLIC_URL}/login?oidc_error=refused`);
    expect(await t.db.select().from(users).where(eq(users.email, issuer.people.get(login)!.email!))).toHaveLength(0);
  });

  it('a sign-in older than 10 minutes is refused at the callback', async () => {
    const login = person();
    const back = await issuer.signIn((await start()).href, login);
    t.clock.advance(PENDING_LOGIN_TTL_MS + 1_000);
    expect((await callback(back)).href).toBe(`${PUBLIC_URL}/login?oidc_error=refused`);
  });

  it("an authorization code the issuer let expire is refused at the callback (the issuer's own check, through the library)", async () => {
    const login = person();
    issuer.lifetimes.authorizationCodeSeconds = 3;
    try {
      const back = await issuer.signIn((await start()).href, login);
      // Three seconds (shorter ones are already spent by the time the callback runs), then past four.
      await new Promise((resolve) => setTimeout(resolve, 4_200));
      expect((await callback(back)).href).toBe(`${PUBLIC_URL}/login?oidc_error=refused`);
      expect(await t.db.select().from(users).where(eq(users.email, issuer.people.get(login)!.email!))).toHaveLength(0);
    } finally {
      issuer.lifetimes.authorizationCodeSeconds = 60;
    }
  });

  it('an expired one-time code is refused, and so is an unknown one', async () => {
    const back = await signIn(person());
    t.clock.advance(LOGIN_CODE_TTL_MS + 1_000);
    const late = await exchange(fragment(back).get('code')!);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: [oidcMessages.codeInvalid] });
    expect((await exchange('inventado')).statusCode).toBe(400);
  });

  it('a cancelled sign-in at the issuer comes back as denied; another issuer error as refused', async () => {
    const state = (await start()).searchParams.get('state')!;
    expect((await callback(new URL(`${CALLBACK}?error=access_denied&state=${state}`))).href).toBe(`${PUBLIC_URL}/login?oidc_error=denied`);
    expect((await callback(new URL(`${CALLBACK}?error=server_error`))).href).toBe(`${PUBLIC_URL}/login?oidc_error=refused`);
    expect((await callback(new URL(`${CALLBACK}?code=abc&state=inventado`))).href).toBe(`${PUBLIC_URL}/login?oidc_error=refused`);
  });

  it('an existing password account with that email is joined only after its password, then signs in', async () => {
    const { email, user } = await registerUser(t);
    const userId = user.id;
    second.clock.set(t.clock.now());
    const login = person({ email });
    const back = await signIn(login);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/login/oidc`);
    expect(fragment(back).get('code')).toBeNull();
    const link = fragment(back).get('link')!;
    expect(await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, login))).toHaveLength(0);

    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/oidc/link', payload: { code: link, password: 'no-es-la-clave' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual([oidcMessages.linkPasswordWrong]);
    expect(await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, login))).toHaveLength(0);
    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/oidc/link', payload: { code: `${link}x`, password: strongPassword } });
    expect(forged.json().message).toEqual([oidcMessages.linkInvalid]);

    // On the other process: the pending link is signed with the shared JWT_SECRET.
    const joined = await second.app.inject({ method: 'POST', url: '/api/auth/oidc/link', payload: { code: link, password: strongPassword } });
    expect(joined.statusCode).toBe(200);
    expect((await profile(joined.json().access_token)).json().id).toBe(userId);
    expect(await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, login))).toEqual([expect.objectContaining({ userId })]);

    // From now on the institution signs them straight in, and their password still works.
    const next = await exchange(fragment(await signIn(login)).get('code')!);
    expect((await profile(next.json().access_token)).json().id).toBe(userId);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: strongPassword } })).statusCode).toBe(200);
  });

  it('a pending link expires after 10 minutes', async () => {
    const { email } = await registerUser(t);
    const link = fragment(await signIn(person({ email }))).get('link')!;
    t.clock.advance(10 * 60_000 + 1_000);
    const late = await t.app.inject({ method: 'POST', url: '/api/auth/oidc/link', payload: { code: link, password: strongPassword } });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toEqual([oidcMessages.linkInvalid]);
  });

  it('a callback started on one process completes on another (same database)', async () => {
    second.clock.set(t.clock.now());
    const login = person();
    const back = await issuer.signIn((await start(t)).href, login);
    const done = await callback(back, second);
    const tokens = await exchange(fragment(done).get('code')!, t);
    expect(tokens.statusCode).toBe(200);
  });

  it('the issuer unreachable: start sends the browser back with unavailable, and the app keeps serving', async () => {
    const down = await createTestApp({ oidc: { ...settings(), issuer: 'http://127.0.0.1:9' } });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${PUBLIC_URL}/login?oidc_error=unavailable`);
      expect((await down.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('PASSWORD_LOGIN=false', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await createTestApp({ oidc: settings(), passwordLogin: false, database: t.database });
  });
  afterAll(() => closed.close());

  it('answers 403 in Spanish to login, register, forgot and reset, before reading the body', async () => {
    const { email } = await registerUser(t);
    const calls: [string, unknown][] = [
      ['/api/auth/login', { email, password: strongPassword }],
      ['/api/auth/register', { email: uniqueEmail(), password: strongPassword, firstName: 'A', lastName: 'B' }],
      ['/api/auth/forgot-password', { email }],
      ['/api/auth/reset-password/un-token-cualquiera', { newPassword: strongPassword }],
      ['/api/auth/login', 'no es json'],
    ];
    for (const [url, payload] of calls) {
      const response = await closed.app.inject({ method: 'POST', url, payload: payload as object });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: [oidcMessages.passwordLoginOff] });
    }
    expect((await closed.app.inject({ method: 'GET', url: '/api/auth/options' })).json()).toEqual({ passwordLogin: false, oidc: { name: 'Universidad de Prueba' } });
  });

  it('sign-in with the institution still works', async () => {
    const login = person();
    const back = await callback(await issuer.signIn((await start(closed)).href, login), closed);
    expect((await exchange(fragment(back).get('code')!, closed)).statusCode).toBe(200);
  });
});

describe('without OIDC_ISSUER', () => {
  it('options says so; start and callback send the browser to the login; exchange and link answer 404', async () => {
    expect((await second.app.inject({ method: 'GET', url: '/api/auth/options' })).statusCode).toBe(200);
    const plain = await createTestApp({ database: t.database });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/options' })).json()).toEqual({ passwordLogin: true, oidc: null });
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).headers.location).toBe(`${PUBLIC_URL}/login?oidc_error=off`);
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=a&state=b' })).headers.location).toBe(`${PUBLIC_URL}/login?oidc_error=off`);
      const exchanged = await plain.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { code: 'x' } });
      expect(exchanged.statusCode).toBe(404);
      expect(exchanged.json().message).toEqual([oidcMessages.oidcOff]);
    } finally {
      await plain.close();
    }
  });
});
