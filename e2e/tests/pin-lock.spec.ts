import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { browserToday, expect, readStoredTokens, registerUser, storeSession, test, type RegisteredUser } from '../fixtures.js';

const PIN = '482193';

/**
 * The app opens afresh on this device: a new tab of the same browser, as a phone reopens it. With
 * `clock`, time can be moved forward in it (the minutes in the background).
 */
async function reopen(context: BrowserContext, { clock = false } = {}): Promise<Page> {
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto('/');
  return page;
}

/** The Page Visibility API's events, as when the person switches to another app and back. */
async function goToBackground(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
    Object.defineProperty(document, 'hidden', { value: visibility === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

async function setPinInAjustes(page: Page, user: RegisteredUser, press: (target: Locator) => Promise<void>, minutes = '1 minuto', baseURL = '') {
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token }, baseURL);
  await page.goto(`${baseURL}/profile`);
  const section = page.getByRole('region', { name: 'Bloqueo con PIN' });
  await press(section.getByRole('button', { name: 'Crear un PIN' }));
  await section.getByLabel('PIN nuevo (de 4 a 6 cifras)').fill(PIN);
  await section.getByLabel('Repite el PIN').fill(PIN);
  await section.getByLabel('Pedir el PIN tras').selectOption({ label: minutes });
  await snap(section, 'pin-lock-settings-new');
  await press(section.getByRole('button', { name: 'Guardar PIN' }));
  await expect(section.getByRole('status')).toHaveText('PIN guardado. Sendero te lo pedirá la próxima vez que lo abras.');
  return section;
}

/** Screenshots of any tab of the test, or of one part of it (the `shot` fixture takes the first tab whole). */
async function snap(target: Page | Locator, name: string) {
  const path = fileURLToPath(new URL(`../screenshots/${test.info().project.name}/${name}.png`, import.meta.url));
  await target.screenshot({ path, animations: 'disabled', ...('goto' in target ? { fullPage: true } : {}) });
}

const lockHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sendero está bloqueado' });

test('a PIN set in Ajustes locks the app when it opens and after a minute in the background; the right PIN opens it, and Ayuda needs none', async ({
  page,
  context,
  request,
  press,
}) => {
  const user = await registerUser(request, { firstName: 'Irene' });
  const section = await setPinInAjustes(page, user, press);
  // The hash of the PIN, never the PIN, is on the device.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(PIN);
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'pin-lock-settings');
  await snap(section, 'pin-lock-settings');

  const app = await reopen(context, { clock: true });
  await expect(lockHeading(app)).toBeVisible();
  await expect(app.getByLabel('PIN', { exact: true })).toBeFocused();
  // Not covered but not drawn: nothing of the signed-in screens is on the page.
  await expect(app.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  await expect(app.getByText('Irene')).toHaveCount(0);
  await expect(app).toHaveTitle('Bloqueado · Sendero');
  await expectAccessible(app, 'pin-lock');
  await snap(app, 'pin-lock');

  // Ayuda: the crisis lines without the PIN, and nothing of the person's own plan.
  await press(app.getByRole('button', { name: 'Ayuda', exact: true }));
  const sheet = app.getByRole('dialog', { name: 'Ayuda' });
  await expect(sheet.getByRole('link', { name: /^Llamar al 024 Línea 024 de atención a la conducta suicida/ })).toHaveAttribute('href', 'tel:024');
  await expect(sheet.getByRole('heading', { name: 'Mi plan de seguridad' })).toHaveCount(0);
  await expectAccessible(app, 'pin-lock-help');
  await snap(app, 'pin-lock-help');
  await press(sheet.getByRole('button', { name: 'Cerrar la ayuda' }));

  await app.getByLabel('PIN', { exact: true }).fill('111111');
  await press(app.getByRole('button', { name: 'Desbloquear' }));
  await expect(app.getByRole('alert')).toHaveText('PIN incorrecto. Te quedan 4 intentos: después se cerrará tu sesión.');
  await expect(app.getByLabel('PIN', { exact: true })).toBeFocused();
  await expectAccessible(app, 'pin-lock-wrong');
  await snap(app, 'pin-lock-wrong');
  // The narrowest phone: nothing runs off the side.
  const size = app.viewportSize();
  await app.setViewportSize({ width: 320, height: 640 });
  expect(await app.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await snap(app, 'pin-lock-320');
  if (size) await app.setViewportSize(size);
  await app.getByLabel('PIN', { exact: true }).fill(PIN);
  await press(app.getByRole('button', { name: 'Desbloquear' }));
  await expect(app.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(lockHeading(app)).toHaveCount(0);

  // Half a minute away: still open. More than a minute: locked again, where it was.
  await app.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await goToBackground(app, 'hidden');
  await app.clock.fastForward('00:30');
  await goToBackground(app, 'visible');
  await expect(app.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await goToBackground(app, 'hidden');
  await app.clock.fastForward('01:01');
  await goToBackground(app, 'visible');
  await expect(lockHeading(app)).toBeVisible();
  await expect(app.getByRole('heading', { level: 1, name: 'Perfil' })).toHaveCount(0);
  await app.getByLabel('PIN', { exact: true }).fill(PIN);
  await app.getByLabel('PIN', { exact: true }).press('Enter');
  await expect(app.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  expect(new URL(app.url()).pathname).toBe('/profile');
});

test('five wrong PINs sign out and say so, erasing what the device kept; a forgotten PIN signs out and is erased', async ({
  page,
  context,
  request,
  press,
}) => {
  const user = await registerUser(request, { firstName: 'Tomás' });
  await setPinInAjustes(page, user, press, '5 minutos');

  const app = await reopen(context);
  await expect(lockHeading(app)).toBeVisible();
  // What a session leaves on the device: a diary entry waiting to be sent, the draft being written.
  await app.evaluate(() => {
    localStorage.setItem('sendero.diaryOutbox', '[]');
    sessionStorage.setItem('sendero.diaryDraft', '{}');
  });
  const field = app.getByLabel('PIN', { exact: true });
  for (const left of ['4 intentos', '3 intentos', '2 intentos', '1 intento']) {
    await field.fill('0000');
    await press(app.getByRole('button', { name: 'Desbloquear' }));
    await expect(app.getByRole('alert')).toContainText(`Te ${left === '1 intento' ? 'queda' : 'quedan'} ${left}`);
  }
  await field.fill('0000');
  await press(app.getByRole('button', { name: 'Desbloquear' }));
  await expect(app.getByText('Has escrito mal el PIN cinco veces, así que hemos cerrado tu sesión. Entra con tu contraseña.')).toBeVisible();
  await expect(app).toHaveURL(/\/login$/);
  await snap(app, 'pin-lock-signed-out');
  expect(await readStoredTokens(app)).toEqual({ accessToken: null, authToken: null, refreshToken: null });
  await expect
    .poll(() => app.evaluate(() => [localStorage.getItem('sendero.diaryOutbox'), sessionStorage.getItem('sendero.diaryDraft')]))
    .toEqual([null, null]);

  // Back in with the password: open at once, no PIN asked (the password is stronger).
  await app.getByLabel('Correo', { exact: true }).fill(user.email);
  await app.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await press(app.getByRole('button', { name: 'Iniciar sesión' }));
  await expect(app.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();

  // The PIN stays theirs: the next opening asks for it. Forgotten, it signs out and is erased.
  const again = await reopen(context);
  await expect(lockHeading(again)).toBeVisible();
  await press(again.getByRole('button', { name: '¿Olvidaste tu PIN?' }));
  await expect(again.getByText(/cierra sesión y vuelve a entrar con tu contraseña/)).toBeVisible();
  await expectAccessible(again, 'pin-lock-forgotten');
  await snap(again, 'pin-lock-forgotten');
  await press(again.getByRole('button', { name: 'Cerrar sesión' }));
  await expect(
    again.getByText('Hemos cerrado tu sesión y borrado tu PIN de este dispositivo. Entra con tu contraseña; puedes crear otro PIN en Ajustes.'),
  ).toBeVisible();
  await expect(again).toHaveURL(/\/login$/);
  expect(await again.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sendero-lock:') || key.startsWith('sendero-pin:')))).toEqual([]);
});

test('where the device can verify the person (fingerprint, face), it opens the lock too', async ({ page, request, press, app }) => {
  // Chromium's virtual authenticator stands for the phone's own: built in, and it verifies the person.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      // The PRF extension: the device gives a secret that opens the sealed diary (decision 062).
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.clock.install();
  const user = await registerUser(request, { firstName: 'Marta' });
  // WebAuthn takes a domain, never an IP address, as the site the credential belongs to.
  const section = await setPinInAjustes(page, user, press, '1 minuto', app.baseURL.replace('127.0.0.1', 'localhost'));
  await press(section.getByRole('button', { name: 'Desbloquear también con la huella o la cara' }));
  await expect(section.getByRole('status')).toHaveText('Listo: también podrás desbloquear con la huella o la cara.');
  await expect(section.getByRole('button', { name: 'Dejar de usar la huella o la cara' })).toBeVisible();

  await goToBackground(page, 'hidden');
  await page.clock.fastForward('01:01');
  await goToBackground(page, 'visible');
  await expect(lockHeading(page)).toBeVisible();
  await expectAccessible(page, 'pin-lock-biometric');
  await snap(page, 'pin-lock-biometric');
  await press(page.getByRole('button', { name: 'Usar la huella o la cara' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
});

test('where the device cannot give the key (no PRF), the fingerprint does not open the sealed diary: only the PIN, and Ajustes says so', async ({
  page,
  request,
  press,
  app,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const user = await registerUser(request, { firstName: 'Rocío' });
  const section = await setPinInAjustes(page, user, press, '1 minuto', app.baseURL.replace('127.0.0.1', 'localhost'));
  await press(section.getByRole('button', { name: 'Desbloquear también con la huella o la cara' }));
  const pinOnly = 'En este navegador, la huella o la cara no pueden abrir tu diario protegido, así que Sendero te pedirá siempre el PIN. Es por tu seguridad.';
  await expect(section.getByRole('status')).toHaveText('No se activó la huella o la cara: aquí no pueden abrir tu diario protegido.');
  await expect(section.getByRole('button', { name: /huella o la cara/ })).toHaveCount(0);
  await expect(section.getByText(pinOnly)).toBeVisible();
  expect(await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('sendero-pin:'))?.[1])).not.toContain('credentialId');
  await expectAccessible(page, 'pin-lock-settings-pin-only');
  await snap(section, 'pin-lock-settings-pin-only');
});

/** Everything this device keeps of the diary, as stored: localStorage, sessionStorage and the offline copy in IndexedDB. */
const storedOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const snapshot = await new Promise<unknown>((resolve) => {
      const open = indexedDB.open('sendero-offline');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('snapshots')) return resolve(null);
        const read = db.transaction('snapshots').objectStore('snapshots').get('queries');
        read.onsuccess = () => {
          db.close();
          resolve(read.result ?? null);
        };
        read.onerror = () => resolve(null);
      };
      open.onerror = () => resolve(null);
    });
    return { local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }), offline: JSON.stringify(snapshot) };
  });

test.describe('the diary sealed on the device', () => {
  // The app must open without a connection here, as an installed app does.
  test.use({ serviceWorkers: 'allow' });

  test('with a PIN, an entry written offline is stored sealed, opens only with the PIN (offline too), and is sent once after the unlock', async ({
    page,
    context,
    request,
    press,
  }) => {
    const user = await registerUser(request, { firstName: 'Lidia' });
    const bearer = { authorization: `Bearer ${user.tokens.access_token}` };
    const earlier = 'Hablé con mi madre del viaje a Cádiz.';
    expect((await request.post('/api/diary/entry', { headers: bearer, data: { feeling: 'GOOD', description: earlier, audioUrl: '' } })).status()).toBe(201);
    await setPinInAjustes(page, user, press, '5 minutos');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // The day's entry is seen online, so the offline copy holds it.
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await press(nav.getByRole('link', { name: 'Calendario', exact: true }));
    await press(page.getByRole('button', { name: new RegExp(`\\b${browserToday()} de `) }).first());
    await expect(page.getByText(earlier).first()).toBeVisible();
    await expect.poll(async () => (await storedOnDevice(page)).offline).toContain('"sealed"');

    await context.setOffline(true);
    const offlineText = 'Escribo sin conexión y con el PIN puesto, en el autobús.';
    await press(nav.getByRole('link', { name: 'Hogar', exact: true }));
    await press(page.getByRole('link', { name: 'Registrar Día' }));
    await press(page.getByRole('button', { name: 'Comenzar' }));
    await press(page.getByText('Mal', { exact: true }));
    await press(page.getByRole('button', { name: 'Siguiente' }));
    await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill(offlineText);
    await press(page.getByRole('button', { name: 'Siguiente' }));
    await expect(page.getByRole('status').filter({ hasText: 'Pendiente de envío.' })).toBeVisible();

    // Nothing of either entry can be read in what the device stores: the outbox, the draft, the offline copy.
    await expect.poll(async () => (await storedOnDevice(page)).local).toContain('sendero.diaryOutbox');
    const stored = await storedOnDevice(page);
    for (const text of [offlineText, earlier, 'autobús', 'Cádiz']) {
      expect(stored.local).not.toContain(text);
      expect(stored.session).not.toContain(text);
      expect(stored.offline).not.toContain(text);
    }
    expect(stored.offline).toContain('"sealed"');

    // The app opened again (the tab before it closed): locked, and the connection back sends nothing yet.
    const app = await reopen(context);
    await page.close();
    await expect(lockHeading(app)).toBeVisible();
    await context.setOffline(false);
    const sent = async () =>
      ((await (await request.get('/api/diary', { headers: bearer })).json()) as { data: { description: string }[] }).data.map((record) => record.description);
    await app.waitForTimeout(1_500);
    expect(await sent()).toEqual([earlier]);
    expect(await app.evaluate(() => localStorage.getItem('sendero.diaryOutbox'))).not.toBeNull();

    // Unlocked without a connection: the sealed offline copy opens, and the day's entry shows.
    await context.setOffline(true);
    await app.getByLabel('PIN', { exact: true }).fill(PIN);
    await press(app.getByRole('button', { name: 'Desbloquear' }));
    const appNav = app.getByRole('navigation', { name: 'Navegación principal' });
    await expect(appNav).toBeVisible();
    await press(appNav.getByRole('link', { name: 'Calendario', exact: true }));
    await press(app.getByRole('button', { name: new RegExp(`\\b${browserToday()} de `) }).first());
    await expect(app.getByText(earlier).first()).toBeVisible();

    // The connection back: the queued entry goes, once.
    await context.setOffline(false);
    await expect.poll(sent).toEqual(expect.arrayContaining([earlier, offlineText]));
    await expect.poll(() => app.evaluate(() => localStorage.getItem('sendero.diaryOutbox'))).toBeNull();
    expect((await sent()).filter((description) => description === offlineText)).toHaveLength(1);
  });
});
