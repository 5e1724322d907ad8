import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { browserToday, expect, registerUser, storeSession, test } from '../fixtures.js';

// The rest of the suite blocks service workers (playwright.config.ts); this file is about them.
test.use({ serviceWorkers: 'allow' });

/** The query roots the app keeps on this device for offline use (src/lib/offline-cache.ts). */
const keptRoots = (page: Page) =>
  page.evaluate(async () => {
    // Never open (and so create) the database before the app has: it would lack the app's store.
    if (!(await indexedDB.databases()).some((database) => database.name === 'sendero-offline')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('sendero-offline');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('snapshots')) return resolve([]);
        const read = db.transaction('snapshots').objectStore('snapshots').get('queries');
        read.onsuccess = () => {
          const snapshot = read.result as { state: { queries: { queryKey: unknown[] }[] } } | undefined;
          db.close();
          resolve(snapshot ? [...new Set(snapshot.state.queries.map((query) => String(query.queryKey[0])))].sort() : []);
        };
        read.onerror = () => resolve([]);
      };
      open.onerror = () => resolve([]);
    });
  });

test('the app opens offline with what the person last saw; an entry written offline is sent once when the connection returns', async ({
  page,
  context,
  request,
  press,
  shot,
}) => {
  const user = await registerUser(request, { firstName: 'Nora' });
  const bearer = { authorization: `Bearer ${user.tokens.access_token}` };
  const earlier = 'Ayer caminé por el parque con mi hermana.';
  expect((await request.post('/api/diary/entry', { headers: bearer, data: { feeling: 'GOOD', description: earlier, audioUrl: '' } })).status()).toBe(201);
  const plan = {
    warningSigns: [],
    copingStrategies: ['Salir a caminar junto al río'],
    distractions: [],
    supportPeople: [],
    professionals: [],
    safeEnvironment: [],
    reasonsToLive: ['Mi sobrina Alba'],
  };
  expect((await request.put('/api/safety-plan', { headers: bearer, data: plan })).status()).toBe(200);
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  page.on('console', (message) => {
    if (message.type() === 'error') console.log('browser:', message.text());
  });

  // Online: the app installs its service worker and the person looks at routes, calendar and plan.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Registrar Día' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await press(nav.getByRole('link', { name: 'Rutas', exact: true }));
  await expect(page.getByRole('link', { name: /Respiración y calma/ })).toBeVisible();
  await press(nav.getByRole('link', { name: 'Calendario', exact: true }));
  await press(page.getByRole('button', { name: new RegExp(`\\b${browserToday()} de `) }).first());
  await expect(page.getByText(earlier).first()).toBeVisible();
  await press(nav.getByRole('link', { name: 'Perfil', exact: true }));
  await press(page.getByRole('link', { name: /^Mi plan de seguridad/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'Mi plan de seguridad' })).toBeVisible();
  await expect(page.getByText('Mi sobrina Alba')).toBeVisible();
  await expect.poll(() => keptRoots(page)).toEqual(expect.arrayContaining(['diary', 'profile', 'routes', 'safety-plan']));

  // Offline, and the app started again: the shell, the routes, the month and the plan open.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Mi sobrina Alba')).toBeVisible();
  await expect(page.getByText('Salir a caminar junto al río')).toBeVisible();
  await press(nav.getByRole('link', { name: 'Rutas', exact: true }));
  await expect(page.getByRole('link', { name: /Respiración y calma/ })).toBeVisible();
  await press(nav.getByRole('link', { name: 'Calendario', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await press(page.getByRole('button', { name: new RegExp(`\\b${browserToday()} de `) }).first());
  await expect(page.getByText(earlier).first()).toBeVisible();
  await expectAccessible(page, 'offline-calendar');
  await shot('offline-calendar');

  // An entry written offline: kept on the device, with a plain word about it.
  const offlineText = 'Escribo sin conexión, en el tren de vuelta a casa.';
  await press(nav.getByRole('link', { name: 'Hogar', exact: true }));
  await press(page.getByRole('link', { name: 'Registrar Día' }));
  await press(page.getByRole('button', { name: 'Comenzar' }));
  await press(page.getByText('Mal', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill(offlineText);
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Consejos' })).toBeVisible();
  const saved = page.getByRole('status').filter({ hasText: 'Pendiente de envío.' });
  await expect(saved).toContainText(
    'Tu entrada está en este dispositivo. La enviaremos en cuanto se pueda, sin que tengas que hacer nada, y te daremos un consejo.',
  );
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  await expectAccessible(page, 'offline-tips');
  await shot('offline-tips');

  // Back online: sent by itself, once; the advice arrives on the same screen.
  await context.setOffline(false);
  await expect(page.getByText('Consejo del modelo de prueba', { exact: true })).toBeVisible();
  await expect(saved).toHaveCount(0);
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await press(page.getByRole('button', { name: 'Finalizar' }));
  await press(nav.getByRole('link', { name: 'Calendario', exact: true }));
  await press(page.getByRole('button', { name: new RegExp(`\\b${browserToday()} de `) }).first());
  await expect(page.getByText(offlineText).first()).toBeVisible();
  const stored = (await (await request.get('/api/diary', { headers: bearer })).json()) as { data: { description: string }[] };
  expect(stored.data.map((record) => record.description).sort()).toEqual([earlier, offlineText].sort());
  expect(await page.evaluate(() => localStorage.getItem('sendero.diaryOutbox'))).toBeNull();

  // Signing out erases what the device kept for this person.
  await press(nav.getByRole('link', { name: 'Perfil', exact: true }));
  await press(page.getByRole('button', { name: 'Opciones de perfil' }));
  await press(page.getByRole('menuitem', { name: 'Cerrar sesión' }));
  await expect(page).toHaveURL(/\/welcome$/);
  await expect.poll(() => keptRoots(page)).toEqual([]);
});

test('the app is installable: no installability errors, a manifest in Spanish with icons that load', async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}, testInfo) => {
  // The browser's own profile has no screen size: once is enough.
  test.skip(testInfo.project.name !== 'desktop', 'checked once, on the desktop project');
  // A profile on disk, as a person's browser: a fresh test context counts as incognito, where no app installs.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-install-'));
  const browser = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/welcome');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cdp = await browser.newCDPSession(page);
    // What Lighthouse's installability audit reads.
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }

  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Sendero', lang: 'es', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
