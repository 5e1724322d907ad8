import fs from 'node:fs';
import path from 'node:path';
import { test, expect, request as apiRequest, type Page, type TestInfo } from '@playwright/test';
import { freePort, launchApp, registerUser, strongPassword, uniqueEmail, type LaunchedApp } from '../fixtures.js';
import { expectAccessible } from '../axe.js';
import { startTestIssuer, TEST_CLIENT, type TestIssuer } from '../../apps/server/src/test/oidc-issuer.js';

/**
 * Sign-in with the institution's accounts (issue 27, decision 037): the full redirect dance in
 * Chromium against a real OpenID provider (oidc-provider) on loopback, with this spec's own app
 * started with OIDC_* pointing at it.
 */
const shotsDir = '/work/notes/shots/oidc';

let issuer: TestIssuer;
let app: LaunchedApp;
/** A second app with PASSWORD_LOGIN=false, started by the one test that needs it. */
let closedPort: number;

const callbackOf = (port: number) => `http://127.0.0.1:${port}/api/auth/oidc/callback`;
const oidcEnv = () => ({
  OIDC_ISSUER: issuer.issuer,
  OIDC_CLIENT_ID: TEST_CLIENT.id,
  OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
  OIDC_NAME: 'Universidad de Prueba',
});

test.beforeAll(async () => {
  const port = await freePort();
  closedPort = await freePort();
  issuer = await startTestIssuer({ redirectUris: [callbackOf(port), callbackOf(closedPort)] });
  app = await launchApp({ port, env: oidcEnv() });
});

test.afterAll(async () => {
  await app?.stop();
  await issuer?.close();
});

async function shot(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${testInfo.project.name}-${name}.png`), fullPage: true, animations: 'disabled' });
}

/** At the issuer's development login form: any password is taken for the people it knows. */
async function signInAtIssuer(page: Page, login: string) {
  await page.waitForURL(`${issuer.issuer}/interaction/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('cualquiera');
  await page.locator('button[type="submit"]').click();
}

test('a first sign-in with the institution ends signed in on home, with an account made from the verified email and names', async ({ page }, testInfo) => {
  const login = `irene-${testInfo.project.name}-${Date.now()}`;
  issuer.people.set(login, { email: uniqueEmail('irene'), email_verified: true, given_name: 'Irene', family_name: 'Sáez' });

  await page.goto(`${app.baseURL}/login`);
  const button = page.getByRole('link', { name: 'Entrar con Universidad de Prueba' });
  await expect(button).toBeVisible();
  await expect(page.getByLabel('Correo')).toBeVisible();
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'the login screen with the institution button');
  await shot(page, testInfo, 'login');

  await button.click();
  await signInAtIssuer(page, login);
  await page.waitForURL(`${app.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Irene');
  // The one-time code is gone from the address and history; the session is the token pair of docs/product.md#accounts.
  expect(page.url()).not.toContain('code=');
  const stored = await page.evaluate(() => ({ access: localStorage.getItem('accessToken'), refresh: localStorage.getItem('refreshToken') }));
  expect(stored.access).toMatch(/^ey/);
  expect(stored.refresh).toBeTruthy();
  await shot(page, testInfo, 'home');
});

test('an existing password account is joined only after its password, then signed in', async ({ page }, testInfo) => {
  const api = await apiRequest.newContext({ baseURL: app.baseURL });
  const person = await registerUser(api, { firstName: 'Marta' });
  await api.dispose();
  const login = `marta-${testInfo.project.name}-${Date.now()}`;
  issuer.people.set(login, { email: person.email, email_verified: true, given_name: 'Marta', family_name: 'Gil' });

  await page.goto(`${app.baseURL}/login`);
  await page.getByRole('link', { name: 'Entrar con Universidad de Prueba' }).click();
  await signInAtIssuer(page, login);
  await expect(page.getByRole('heading', { level: 1, name: 'Une tus cuentas' })).toBeVisible();
  await expectAccessible(page, 'joining the accounts');
  await shot(page, testInfo, 'link');

  const password = page.getByLabel('Contraseña de tu cuenta de Sendero');
  await password.fill(strongPassword());
  await page.getByRole('button', { name: 'Unir y entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('La contraseña no es correcta.');
  await password.fill(person.password);
  await page.getByRole('button', { name: 'Unir y entrar' }).click();
  await page.waitForURL(`${app.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Marta');
});

test('an unverified email comes back to the login with a Spanish explanation', async ({ page }, testInfo) => {
  const login = `sin-verificar-${testInfo.project.name}-${Date.now()}`;
  issuer.people.set(login, { email: uniqueEmail('sin'), email_verified: false, given_name: 'Pablo' });
  await page.goto(`${app.baseURL}/login`);
  await page.getByRole('link', { name: 'Entrar con Universidad de Prueba' }).click();
  await signInAtIssuer(page, login);
  await page.waitForURL(`${app.baseURL}/login?oidc_error=email_unverified`);
  await expect(page.getByRole('alert')).toContainText('Tu institución no confirma que tu correo esté verificado');
  await expectAccessible(page, 'the login screen with a refusal');
  await shot(page, testInfo, 'refused');
});

test('with PASSWORD_LOGIN=false the login screen offers only the institution, and it signs in', async ({ page }, testInfo) => {
  const closed = await launchApp({ port: closedPort, env: { ...oidcEnv(), PASSWORD_LOGIN: 'false' } });
  try {
    const login = `solo-institucion-${testInfo.project.name}-${Date.now()}`;
    issuer.people.set(login, { email: uniqueEmail('solo'), email_verified: true, given_name: 'Nuria', family_name: 'Vidal' });
    await page.goto(`${closed.baseURL}/login`);
    const button = page.getByRole('link', { name: 'Entrar con Universidad de Prueba' });
    await expect(button).toBeVisible();
    await expect(page.getByLabel('Correo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Crear una cuenta' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveCount(0);
    await expectAccessible(page, 'the login screen with the institution only');
    await shot(page, testInfo, 'institution-only');
    const refused = await page.request.post(`${closed.baseURL}/api/auth/login`, { data: { email: closed.admin.email, password: closed.admin.password } });
    expect(refused.status()).toBe(403);

    await button.click();
    await signInAtIssuer(page, login);
    await page.waitForURL(`${closed.baseURL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Nuria');
  } finally {
    await closed.stop();
  }
});

/** Decision 046's screens, kept apart from decision 037's. */
async function eraseShot(page: Page, testInfo: TestInfo, name: string) {
  const dir = '/work/notes/shots/oidc-erase';
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage: true, animations: 'disabled' });
}

test('with PASSWORD_LOGIN=false an account made by the institution erases itself after signing in again there (decision 046)', async ({ page }, testInfo) => {
  // Three trips to the issuer and four axe checks, on a second server started here.
  test.slow();
  const closed = await launchApp({ port: closedPort, env: { ...oidcEnv(), PASSWORD_LOGIN: 'false' } });
  try {
    const login = `borrar-${testInfo.project.name}-${Date.now()}`;
    const someoneElse = `otra-${testInfo.project.name}-${Date.now()}`;
    issuer.people.set(login, { email: uniqueEmail('borrar'), email_verified: true, given_name: 'Aitana', family_name: 'Ruiz' });
    issuer.people.set(someoneElse, { email: uniqueEmail('otra'), email_verified: true, given_name: 'Otra', family_name: 'Persona' });
    await page.goto(`${closed.baseURL}/login`);
    await page.getByRole('link', { name: 'Entrar con Universidad de Prueba' }).click();
    await signInAtIssuer(page, login);
    await page.waitForURL(`${closed.baseURL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Aitana');
    const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));

    // Perfil → Mis datos → Eliminar mi cuenta: no password to ask for, the institution instead.
    await page.getByRole('link', { name: 'Perfil' }).first().click();
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const confirm = page.getByRole('button', { name: 'Confirmar con Universidad de Prueba' });
    await expect(confirm).toBeVisible();
    await expect(page.getByLabel('Tu contraseña')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Eliminar mi cuenta para siempre' })).toHaveCount(0);
    await confirm.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'erasing an account that signs in with the institution');
    await eraseShot(page, testInfo, 'erase-ask');

    // Signed in again at the issuer as someone else: refused, in Spanish, nothing erased.
    await confirm.click();
    await signInAtIssuer(page, someoneElse);
    await page.waitForURL(`${closed.baseURL}/profile`);
    await expect(page.getByRole('alert')).toContainText('Has entrado con otra cuenta de tu institución');
    await expectAccessible(page, 'a confirmation for another person, refused');
    await eraseShot(page, testInfo, 'erase-mismatch');

    // The issuer asks for the login again (prompt=login), as the same person this time.
    await page.getByRole('button', { name: 'Confirmar con Universidad de Prueba' }).click();
    await signInAtIssuer(page, login);
    await page.waitForURL(`${closed.baseURL}/profile`);
    await expect(page.getByText('Tu institución ha confirmado que eres tú.', { exact: false })).toBeVisible();
    expect(page.url()).not.toContain('erase=');
    await expectAccessible(page, 'the erasure confirmed by the institution');
    await eraseShot(page, testInfo, 'erase-confirmed');

    await page.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }).click();
    await expect(page.getByText('Tu cuenta y todos tus datos se han eliminado.', { exact: false })).toBeVisible();
    await eraseShot(page, testInfo, 'erase-done');
    const gone = await page.request.get(`${closed.baseURL}/api/auth/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(gone.status()).toBe(401);
  } finally {
    await closed.stop();
  }
});
