import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountMessages, oidcErrorMessages, oidcEraseErrorMessages, oidcMessages } from '@sendero/shared';
import { oidcIdentities, oidcLoginCodes, oidcPendingLogins, users } from './auth.tables.js';
import { defaultAuthLimits } from './attempt-limits.js';
import { PENDING_LOGIN_TTL_MS } from './oidc-authorization.js';
import { ERASE_CODE_TTL_MS, LOGIN_CODE_TTL_MS } from './oidc-codes.js';
import { hashToken } from '../../lib/secrets.js';
import { createTestApp, useTestApp, withTestApp, type TestApp } from '../../test/test-app.js';
import { rowsCarrying } from '../../test/database.js';
import { registerUser, strongPassword, uniqueEmail } from '../../test/factories.js';
import { startTestIssuer, TEST_CLIENT, type IssuerPerson, type TestIssuer } from '../../test/oidc-issuer.js';

const PUBLIC_URL = 'http://sendero.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;

let issuer: TestIssuer;
let t: TestApp;
let second: TestApp;
const settings = () => ({
  issuer: issuer.issuer,
  clientId: TEST_CLIENT.id,
  clientSecret: TEST_CLIENT.secret,
  scopes: 'openid email profile',
  name: 'Universidad de Prueba',
});

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

/** The accounts with the email the issuer gives for `login`. */
const accountsWithEmailOf = (login: string) =>
  t.db
    .select()
    .from(users)
    .where(eq(users.email, issuer.people.get(login)!.email!));

/** The whole dance for `login` on an app; returns where the app sends the browser at the end. */
async function signIn(login: string, app: TestApp = t) {
  return callback(await issuer.signIn((await start(app)).href, login), app);
}

describe('sign-in with the institution (docs/product.md#companions-wellbeing-checks-and-organisations "Organisations")', () => {
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
    const [pending] = await t.db
      .select()
      .from(oidcPendingLogins)
      .where(eq(oidcPendingLogins.stateHash, hashToken(url.searchParams.get('state')!)));
    expect(pending).toBeDefined();
    expect(pending!.expiresAt.getTime() - t.clock.now().getTime()).toBe(PENDING_LOGIN_TTL_MS);
    expect(JSON.stringify(pending)).not.toContain(url.searchParams.get('state'));
  });

  it('first sign-in creates a USER account with the verified email and names; the one-time code gives the token pair of docs/product.md#accounts once', async () => {
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

  it("the second sign-in finds the account by the issuer's sub, even after the email changed there", async () => {
    const login = person();
    const first = await exchange(fragment(await signIn(login)).get('code')!);
    const id = (await profile(first.json().access_token)).json().id;
    issuer.people.set(login, { ...issuer.people.get(login)!, email: uniqueEmail('cambiado') });
    const again = await exchange(fragment(await signIn(login)).get('code')!);
    expect((await profile(again.json().access_token)).json().id).toBe(id);
    expect(await accountsWithEmailOf(login)).toHaveLength(0);
  });

  it('an unverified email is refused: back to the login with email_unverified, and no account', async () => {
    const login = person({ email_verified: false });
    const back = await signIn(login);
    expect(back.href).toBe(`${PUBLIC_URL}/login?oidc_error=email_unverified`);
    expect(await accountsWithEmailOf(login)).toHaveLength(0);
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
    expect(await accountsWithEmailOf(login)).toHaveLength(0);
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
      expect(await accountsWithEmailOf(login)).toHaveLength(0);
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
    await withTestApp({ oidc: { ...settings(), issuer: 'http://127.0.0.1:9' } }, async (down) => {
      const response = await down.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${PUBLIC_URL}/login?oidc_error=unavailable`);
      expect((await down.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });
});

describe('PASSWORD_LOGIN=false', () => {
  const closed = useTestApp(() => ({ oidc: settings(), passwordLogin: false, database: t.database }));

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
    expect((await closed.app.inject({ method: 'GET', url: '/api/auth/options' })).json()).toEqual({
      passwordLogin: false,
      oidc: { name: 'Universidad de Prueba' },
    });
  });

  it('sign-in with the institution still works', async () => {
    const login = person();
    const back = await signIn(login, closed);
    expect((await exchange(fragment(back).get('code')!, closed)).statusCode).toBe(200);
  });
});

describe('without OIDC_ISSUER', () => {
  it('options says so; start and callback send the browser to the login; exchange and link answer 404', async () => {
    expect((await second.app.inject({ method: 'GET', url: '/api/auth/options' })).statusCode).toBe(200);
    await withTestApp({ database: t.database }, async (plain) => {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/options' })).json()).toEqual({ passwordLogin: true, oidc: null });
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).headers.location).toBe(`${PUBLIC_URL}/login?oidc_error=off`);
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=a&state=b' })).headers.location).toBe(
        `${PUBLIC_URL}/login?oidc_error=off`,
      );
      const exchanged = await plain.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { code: 'x' } });
      expect(exchanged.statusCode).toBe(404);
      expect(exchanged.json().message).toEqual([oidcMessages.oidcOff]);
    });
  });
});

describe('erasing an account that signs in with the institution (decision 046)', () => {
  const closed = useTestApp(() => ({ oidc: settings(), passwordLogin: false, database: t.database }));

  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  /** A person created by the institution on the PASSWORD_LOGIN=false server, signed in: their login at the issuer and their session. */
  async function institutionAccount() {
    closed.clock.set(t.clock.now());
    second.clock.set(t.clock.now());
    const login = person();
    const tokens = (await exchange(fragment(await signIn(login, closed)).get('code')!, closed)).json();
    const id = (await profile(tokens.access_token)).json().id as string;
    return { login, id, auth: bearer(tokens.access_token) };
  }

  /** "Eliminar mi cuenta" → the issuer, signed in there as `login` → where the callback sends the browser. */
  async function confirmAtIssuer(auth: Record<string, string>, login: string, app: TestApp = closed) {
    const started = await app.app.inject({ method: 'POST', url: '/api/auth/oidc/erase', headers: auth });
    expect(started.statusCode, started.body).toBe(200);
    return callback(await issuer.signIn(started.json().url, login), app);
  }

  const erase = (auth: Record<string, string>, payload: object, app: TestApp = closed) =>
    app.app.inject({ method: 'DELETE', url: '/api/account', headers: auth, payload });

  /** Rows that still carry the person, in every table with a user id column. */
  const rowsOf = (userId: string) => rowsCarrying(t.db, userId);

  it('an institution-only account erases itself: a fresh login at the issuer, its sub checked, a one-time code in place of the password; everything goes', async () => {
    const { login, id, auth } = await institutionAccount();
    expect((await closed.app.inject({ method: 'GET', url: '/api/auth/erase-options', headers: auth })).json()).toEqual({
      password: false,
      institution: 'Universidad de Prueba',
    });
    expect(
      (await closed.app.inject({ method: 'POST', url: '/api/diary/entry', headers: auth, payload: { feeling: 'BAD', description: 'Un día largo.' } }))
        .statusCode,
    ).toBe(201);
    expect((await erase(auth, { password: 'lo-que-sea' })).statusCode).toBe(403);

    const started = await closed.app.inject({ method: 'POST', url: '/api/auth/oidc/erase', headers: auth });
    const authorization = new URL(started.json().url);
    // Whoever left a session open at the issuer cannot confirm for the person: a fresh login is asked.
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      prompt: 'login',
      max_age: '0',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const [pending] = await t.db
      .select()
      .from(oidcPendingLogins)
      .where(eq(oidcPendingLogins.stateHash, hashToken(authorization.searchParams.get('state')!)));
    expect(pending).toMatchObject({ purpose: 'erase', userId: id });

    // The callback may land on another process.
    const back = await callback(await issuer.signIn(authorization.href, login), second);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/profile`);
    expect(back.search).toBe('');
    const code = fragment(back).get('erase')!;
    expect(code.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.db
      .select()
      .from(oidcLoginCodes)
      .where(eq(oidcLoginCodes.codeHash, hashToken(code)));
    expect(row).toMatchObject({ userId: id, purpose: 'erase', usedAt: null });
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(ERASE_CODE_TTL_MS);
    // An erase code never opens a session.
    expect((await exchange(code, closed)).statusCode).toBe(400);

    const before = await rowsOf(id);
    for (const table of ['users', 'diary_records', 'oidc_identities', 'refresh_tokens', 'oidc_login_codes']) expect(before[table], table).toBeGreaterThan(0);
    const erased = await erase(auth, { eraseCode: code });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(Object.entries(await rowsOf(id)).filter(([, n]) => n > 0)).toEqual([]);
    expect((await closed.app.inject({ method: 'GET', url: '/api/diary', headers: auth })).statusCode).toBe(401);
    expect(await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, login))).toHaveLength(0);
  });

  it('the issuer answering for another person is refused in Spanish, and nothing is erased', async () => {
    const { id, auth } = await institutionAccount();
    const someoneElse = await institutionAccount();
    const stranger = person();
    for (const login of [someoneElse.login, stranger]) {
      const back = await confirmAtIssuer(auth, login);
      expect(back.href).toBe(`${PUBLIC_URL}/profile?erase_error=mismatch`);
    }
    expect(oidcEraseErrorMessages.mismatch).toMatch(/otra cuenta de tu institución.*No hemos eliminado nada/);
    expect(await t.db.select().from(oidcLoginCodes).where(eq(oidcLoginCodes.userId, id))).toEqual([expect.objectContaining({ purpose: 'login' })]);
    expect((await rowsOf(id)).users).toBe(1);
    expect((await rowsOf(someoneElse.id)).users).toBe(1);
  });

  it('an erase code works once, only for its own account, and not after 10 minutes', async () => {
    const owner = await institutionAccount();
    const other = await institutionAccount();
    const code = fragment(await confirmAtIssuer(owner.auth, owner.login)).get('erase')!;
    // Someone else's session cannot use it, and trying does not spend it.
    const foreign = await erase(other.auth, { eraseCode: code });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toEqual([accountMessages.eraseCodeInvalid]);
    expect((await rowsOf(other.id)).users).toBe(1);

    // Spent even when the erasure is then refused (the last administrator): the same code again is refused.
    await t.db.update(users).set({ role: 'USER' }).where(eq(users.role, 'ADMIN'));
    await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, owner.id));
    expect((await erase(owner.auth, { eraseCode: code })).statusCode).toBe(409);
    const twice = await erase(owner.auth, { eraseCode: code });
    expect(twice.statusCode).toBe(403);
    expect(twice.json().message).toEqual([accountMessages.eraseCodeInvalid]);
    await t.db.update(users).set({ role: 'USER' }).where(eq(users.id, owner.id));

    const late = fragment(await confirmAtIssuer(owner.auth, owner.login)).get('erase')!;
    t.clock.advance(ERASE_CODE_TTL_MS + 1_000);
    closed.clock.set(t.clock.now());
    expect((await erase(owner.auth, { eraseCode: late })).statusCode).toBe(403);
    expect((await rowsOf(owner.id)).users).toBe(1);
    // A fresh confirmation still works, on another process too.
    const fresh = fragment(await confirmAtIssuer(owner.auth, owner.login)).get('erase')!;
    second.clock.set(closed.clock.now());
    expect((await erase(owner.auth, { eraseCode: fresh }, second)).statusCode).toBe(204);
  });

  it('wrong erase codes count with wrong passwords: the sixth in 15 minutes gets a Spanish 429 with Retry-After', async () => {
    await withTestApp(
      {
        oidc: settings(),
        passwordLogin: false,
        database: t.database,
        authLimits: { passwordChecksPerUser: defaultAuthLimits.passwordChecksPerUser },
      },
      async (strict) => {
        const { id, auth } = await institutionAccount();
        for (let i = 0; i < 5; i += 1) expect((await erase(auth, { eraseCode: `inventado-${i}` }, strict)).statusCode).toBe(403);
        const limited = await erase(auth, { eraseCode: 'inventado-6' }, strict);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.json().message[0]).toMatch(/^Demasiados intentos/);
        expect((await rowsOf(id)).users).toBe(1);
      },
    );
  });

  it('a cancelled confirmation comes back to the account screen as denied; a tampered one as refused', async () => {
    const { auth, login } = await institutionAccount();
    const started = await closed.app.inject({ method: 'POST', url: '/api/auth/oidc/erase', headers: auth });
    const state = new URL(started.json().url).searchParams.get('state')!;
    expect((await callback(new URL(`${CALLBACK}?error=access_denied&state=${state}`), closed)).href).toBe(`${PUBLIC_URL}/profile?erase_error=denied`);
    const again = await closed.app.inject({ method: 'POST', url: '/api/auth/oidc/erase', headers: auth });
    const authorization = new URL(again.json().url);
    await t.db
      .update(oidcPendingLogins)
      .set({ nonce: 'otro-nonce' })
      .where(eq(oidcPendingLogins.stateHash, hashToken(authorization.searchParams.get('state')!)));
    expect((await callback(await issuer.signIn(authorization.href, login), closed)).href).toBe(`${PUBLIC_URL}/profile?erase_error=refused`);
  });

  it('a password account not joined to the institution is told to use its password; a joined one may use either', async () => {
    const plain = await registerUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/erase-options', headers: plain.auth })).json()).toEqual({ password: true, institution: null });
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/oidc/erase', headers: plain.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toEqual([oidcMessages.eraseNoIdentity]);

    const joined = await registerUser(t);
    const login = person({ email: joined.email });
    const link = fragment(await signIn(login)).get('link')!;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/oidc/link', payload: { code: link, password: strongPassword } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/erase-options', headers: joined.auth })).json()).toEqual({
      password: true,
      institution: 'Universidad de Prueba',
    });
    const code = fragment(await confirmAtIssuer(joined.auth, login, t)).get('erase')!;
    expect((await erase(joined.auth, { password: strongPassword, eraseCode: code }, t)).statusCode).toBe(400);
    expect((await erase(joined.auth, { eraseCode: code }, t)).statusCode).toBe(204);
  });

  it('the issuer unreachable: the button is still offered, and pressing it answers 503 in Spanish', async () => {
    const { auth } = await institutionAccount();
    await withTestApp({ oidc: { ...settings(), issuer: 'http://127.0.0.1:9' }, passwordLogin: false, database: t.database }, async (down) => {
      expect((await down.app.inject({ method: 'GET', url: '/api/auth/erase-options', headers: auth })).json()).toEqual({
        password: false,
        institution: 'Universidad de Prueba',
      });
      const refused = await down.app.inject({ method: 'POST', url: '/api/auth/oidc/erase', headers: auth });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toEqual([oidcMessages.unavailable]);
    });
  });

  it('answers 401 without a token, and 404 where sign-in with the institution is off', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/oidc/erase' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/erase-options' })).statusCode).toBe(401);
    await withTestApp({ database: t.database }, async (plain) => {
      const user = await registerUser(plain);
      expect((await plain.app.inject({ method: 'POST', url: '/api/auth/oidc/erase', headers: user.auth })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/erase-options', headers: user.auth })).json()).toEqual({
        password: true,
        institution: null,
      });
      expect((await erase(user.auth, { eraseCode: 'x'.repeat(40) }, plain)).statusCode).toBe(403);
    });
  });
});
