import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test } from '../fixtures.js';

// docs/product.md#companions-wellbeing-checks-and-organisations "A companion, with consent" (decision 035), with two people in two browsers.
const shotsDir = '/work/notes/shots/companions';

test('a person shares "resumen" and "rutas" by code; the companion sees exactly that; the person sees the read, ends it, and the next read fails', async ({
  page,
  browser,
  request,
  baseURL,
  press,
}, testInfo) => {
  const shot = (on: Page, name: string) =>
    on.screenshot({ path: path.join(shotsDir, `${testInfo.project.name}-${name}.png`), fullPage: true, animations: 'disabled' });
  const person = await registerUser(request, { firstName: 'Lucía', lastName: 'Martínez' });
  const companion = await registerUser(request, { firstName: 'Marta', lastName: 'Gómez' });
  const asPerson = { authorization: `Bearer ${person.tokens.access_token}` };
  // Something to read: one entry (never shown: not shared) and a route started.
  expect(
    (await request.post('/api/diary/entry', { headers: asPerson, data: { feeling: 'GOOD', description: 'Hoy hablé con mi hermana.', audioUrl: '' } })).status(),
  ).toBe(201);
  const [route] = (await (await request.get('/api/routes', { headers: asPerson })).json()) as { id: string; title: string }[];
  expect(route).toBeDefined();
  expect((await request.post('/api/user-progress', { headers: asPerson, data: { routeId: route!.id } })).status()).toBe(201);

  // The person: Ajustes → Compartir con alguien.
  await storeSession(page, { accessToken: person.tokens.access_token, refreshToken: person.tokens.refresh_token });
  await page.goto('/profile');
  const sharing = page.getByRole('link', { name: /Compartir con alguien/ });
  await sharing.scrollIntoViewIfNeeded();
  await shot(page, 'profile-sharing');
  await press(sharing);
  await expect(page.getByRole('heading', { name: 'Compartir con alguien', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Resumen/ })).toBeChecked();
  await press(page.getByRole('checkbox', { name: /Rutas/ }));
  await expect(page.getByText('Las rutas que has empezado o terminado y cuánto llevas de cada una.').last()).toBeVisible();
  await expectAccessible(page, 'share-choose');
  await shot(page, 'share-choose');
  await press(page.getByRole('button', { name: 'Crear un código' }));
  const code = (await page.getByTestId('companion-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  const link = (await page.getByTestId('companion-link').textContent())!.trim();
  expect(link).toBe(`${baseURL}/acompanar?codigo=${code}`);
  await expect(page.getByRole('img', { name: 'Código QR con el enlace para aceptar' })).toBeVisible();
  await expectAccessible(page, 'share-code');
  await shot(page, 'share-code');

  // The companion, in a browser of their own, opens the link.
  const use = testInfo.project.use;
  const other = await browser.newContext({
    baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    locale: 'es-ES',
    timezoneId: use.timezoneId,
    serviceWorkers: 'block',
  });
  const theirs = await other.newPage();
  const tap = (target: Locator) => (use.hasTouch ? target.tap() : target.click());
  try {
    await storeSession(theirs, { accessToken: companion.tokens.access_token, refreshToken: companion.tokens.refresh_token });
    await theirs.goto(new URL(link).pathname + new URL(link).search);
    await expect(theirs.getByRole('heading', { name: 'Personas que acompaño' })).toBeVisible();
    await expect(theirs.getByLabel('Código que te dieron')).toHaveValue(code);
    await shot(theirs, 'accompany-code');
    await tap(theirs.getByRole('button', { name: 'Aceptar y acompañar' }));

    await expect(theirs.getByRole('heading', { name: 'Resumen de Lucía — solo lectura' })).toBeVisible();
    const tabs = theirs.getByRole('navigation', { name: 'Lo que comparte Lucía' });
    await expect(tabs.getByRole('link')).toHaveText(['Resumen', 'Rutas']);
    await expect(theirs.getByText('Hoy hablé con mi hermana.')).toHaveCount(0);
    await expect(theirs.getByText('Cuestionario de bienestar (WHO-5)')).toBeVisible();
    await expectAccessible(theirs, 'companion-summary');
    await shot(theirs, 'companion-summary');

    await tap(tabs.getByRole('link', { name: 'Rutas' }));
    await expect(theirs.getByRole('heading', { name: 'Rutas de Lucía — solo lectura' })).toBeVisible();
    await expect(theirs.getByText(route!.title)).toBeVisible();
    await expectAccessible(theirs, 'companion-routes');
    await shot(theirs, 'companion-routes');

    // The entries were not shared: the server says 403 and the screen says so.
    const id = new URL(theirs.url()).pathname.split('/')[2]!;
    await theirs.goto(`/personas-que-acompano/${id}/diario`);
    await expect(theirs.getByText('Lucía no ha compartido esto contigo.')).toBeVisible();
    await expect(theirs.getByText('Hoy hablé con mi hermana.')).toHaveCount(0);
    await expectAccessible(theirs, 'companion-not-shared');
    await shot(theirs, 'companion-not-shared');
    await tap(theirs.getByRole('navigation', { name: 'Lo que comparte Lucía' }).getByRole('link', { name: 'Resumen' }));
    await expect(theirs.getByRole('heading', { name: 'Resumen de Lucía — solo lectura' })).toBeVisible();

    // The person sees the reads, then ends it with one tap and a confirmation.
    await page.goto('/compartir');
    const card = page.getByTestId('companion');
    await expect(card.getByText('Marta Gómez')).toBeVisible();
    await expect(card.getByText(/^Puede ver:/)).toHaveText('Puede ver: resumen y rutas');
    await expect(card.getByText(/^Última lectura: el \d+ de \p{L}+ a las? \d+:\d\d/u)).toBeVisible();
    await press(card.getByRole('button', { name: 'Ver lo que ha leído' }));
    const trail = card.getByRole('list', { name: 'Lo que ha leído Marta' });
    await expect(trail.getByRole('listitem')).toHaveCount(3);
    await expect(trail.getByRole('listitem').first()).toHaveText(/^Marta leyó tu resumen el \d+ de \p{L}+ a las? \d+:\d\d\s[ap]\.\s?m\.$/u);
    await expect(trail.getByRole('listitem').nth(1)).toHaveText(/^Marta leyó tus rutas el /);
    await expectAccessible(page, 'share-audit');
    await shot(page, 'share-audit');
    await press(card.getByRole('button', { name: 'Dejar de compartir con Marta' }));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: '¿Dejar de compartir con Marta?' })).toBeVisible();
    await press(dialog.getByRole('button', { name: 'Dejar de compartir' }));
    await expect(page.getByText('Todavía no compartes nada con nadie.')).toBeVisible();

    // The companion's very next read, without a reload, fails.
    await tap(theirs.getByRole('navigation', { name: 'Lo que comparte Lucía' }).getByRole('link', { name: 'Rutas' }));
    await expect(theirs.getByText('Ya no puedes ver lo que comparte Lucía.')).toBeVisible();
    await expect(theirs.getByText(route!.title)).toHaveCount(0);
    await expectAccessible(theirs, 'companion-ended');
    await shot(theirs, 'companion-ended');
  } finally {
    await other.close();
  }
});

test('the companion screens never scroll sideways at 320 px', async ({ page, request }) => {
  const person = await registerUser(request, { firstName: 'Maximiliana', lastName: 'Fernández-Villaverde' });
  const companion = await registerUser(request, { firstName: 'Bartolomé' });
  const { code } = (await (
    await request.post('/api/companions/invitations', {
      headers: { authorization: `Bearer ${person.tokens.access_token}` },
      data: { scopes: ['summary', 'entries', 'routes', 'safetyPlan'] },
    })
  ).json()) as { code: string };
  const { id } = (await (
    await request.post('/api/companions/accept', { headers: { authorization: `Bearer ${companion.tokens.access_token}` }, data: { code } })
  ).json()) as { id: string };
  await page.setViewportSize({ width: 320, height: 700 });
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await storeSession(page, { accessToken: person.tokens.access_token, refreshToken: person.tokens.refresh_token });
  await page.goto('/compartir');
  await page.getByRole('button', { name: 'Crear un código' }).click();
  await expect(page.getByTestId('companion-code')).toBeVisible();
  await page.getByRole('button', { name: 'Ver lo que ha leído' }).click();
  expect(await wide()).toBe(0);
  await storeSession(page, { accessToken: companion.tokens.access_token, refreshToken: companion.tokens.refresh_token });
  for (const section of ['resumen', 'diario', 'rutas', 'plan']) {
    await page.goto(`/personas-que-acompano/${id}/${section}`);
    await expect(page.getByRole('heading', { level: 1, name: /— solo lectura$/ })).toBeVisible();
    await expect(page.getByText('Cargando…')).toHaveCount(0);
    expect(await wide(), section).toBe(0);
  }
  await page.goto('/personas-que-acompano');
  await expect(page.getByTestId('accompanied-person')).toBeVisible();
  expect(await wide()).toBe(0);
});

test('a companion link opened before signing in keeps the code for after the sign-in', async ({ page, request }) => {
  const person = await registerUser(request, { firstName: 'Inés' });
  const companion = await registerUser(request, { firstName: 'Pablo' });
  const invitation = await request.post('/api/companions/invitations', {
    headers: { authorization: `Bearer ${person.tokens.access_token}` },
    data: { scopes: ['summary'] },
  });
  const { code } = (await invitation.json()) as { code: string };
  await page.goto(`/acompanar?codigo=${code}`);
  await expect(page.getByRole('heading', { name: 'Alguien quiere que le acompañes' })).toBeVisible();
  await expectAccessible(page, 'companion-invite-signed-out');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Correo', { exact: true }).fill(companion.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(companion.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByLabel('Código que te dieron')).toHaveValue(code);
});
