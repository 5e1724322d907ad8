import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test } from '../fixtures.js';

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notificaciones/ }).getByText(text, { exact: true });

/** How far the page scrolls sideways: 0 when it reflows (WCAG 1.4.10). */
async function sidewaysScroll(page: Page): Promise<number> {
  const width = page.viewportSize()!.width;
  // A mobile viewport widens itself to fit content that overflows, so compare with the width asked for.
  return page.evaluate((asked) => Math.max(document.scrollingElement!.scrollWidth, window.innerWidth) - asked, width);
}

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) return false;
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every signed-in screen reflows without sideways scroll, and "Ayuda" stays on screen on a long one', async ({ page, request, shot }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone width');
    const user = await registerUser(request);
    const bearer = { authorization: `Bearer ${user.tokens.access_token}` };
    for (const feeling of ['GREAT', 'BAD']) {
      const entry = await request.post('/api/diary/entry', { data: { feeling, description: `Un día ${feeling}`, audioUrl: '' }, headers: bearer });
      expect(entry.status()).toBe(201);
    }
    const routes = (await (await request.get('/api/routes', { headers: bearer })).json()) as { id: string }[];
    const contents = (await (await request.get(`/api/contents?routeId=${routes[0]!.id}`, { headers: bearer })).json()) as { id: string; type: string }[];
    const reading = contents.find((content) => content.type === 'READING') ?? contents[0]!;
    await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });

    const screens = {
      home: '/',
      routes: '/route',
      route: `/route/${routes[0]!.id}`,
      reading: `/route/${routes[0]!.id}/content/${reading.id}`,
      calendar: '/calendar',
      records: '/records',
      profile: '/profile',
      'safety-plan': '/safety-plan',
      'change-password': '/change-password',
      'daily-intro': '/records/daily-intro',
      'daily-emotion': '/records/daily-emotion',
      'daily-reason': '/records/daily-reason',
    };
    for (const [name, path] of Object.entries(screens)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await sidewaysScroll(page), `${name} (${path}) scrolls sideways at 320 px`).toBe(0);
      await expect(page.getByRole('button', { name: 'Ayuda', exact: true })).toBeInViewport();
    }

    // The calendar: seven days of at least 44 px in the card, one dot per feeling, said in the label.
    await page.goto('/calendar');
    const today = page.getByRole('button', { name: /^Hoy, .*con registros: Excelente, Mal/ });
    await expect(today).toBeVisible();
    const box = (await today.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await today.tap();
    await expect(page.getByRole('button', { name: /^Hoy, .*con registros: Excelente, Mal, seleccionado/ })).toBeVisible();
    await expectAccessible(page, 'calendar-320');
    await shot('calendar-320');

    // A long screen scrolled to its end: help is still one tap away.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(page.getByRole('button', { name: 'Ayuda', exact: true })).toBeInViewport();
    await shot('profile-scrolled-320');
  });
});

test('a plan contact whose phone cannot be dialled is refused where it is typed, and by the server', async ({ page, request, press }) => {
  const user = await registerUser(request);
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/safety-plan');
  const people = page.getByRole('region', { name: 'Personas a las que puedo pedir ayuda' });
  await people.getByLabel('Nombre').fill('Marta');
  await people.getByLabel('Teléfono').fill('llámame!!');
  await press(people.getByRole('button', { name: 'Añadir' }));
  await expect(people.getByRole('alert')).toHaveText('Escribe un teléfono al que se pueda llamar: cifras, espacios, +, - o paréntesis, con al menos 3 cifras.');
  await expect(people.getByLabel('Teléfono')).toBeFocused();
  await expect(people.getByRole('listitem')).toHaveCount(0);
  await expectAccessible(page, 'safety-plan-phone-refused');

  await people.getByLabel('Teléfono').fill('+34 612 345 678');
  await press(people.getByRole('button', { name: 'Añadir' }));
  await press(page.getByRole('button', { name: 'Guardar plan' }));
  await expect(toast(page, 'Plan guardado.')).toBeVisible();

  // The Ayuda sheet: a call button for the person.
  await press(page.getByRole('button', { name: 'Ayuda', exact: true }));
  const sheet = page.getByRole('dialog', { name: 'Ayuda' });
  await expect(sheet.getByRole('link', { name: 'Llamar a Marta' })).toHaveAttribute('href', 'tel:+34612345678');

  const refused = await request.put('/api/safety-plan', {
    data: { supportPeople: [{ name: 'Marta', phone: 'llámame!!' }] },
    headers: { authorization: `Bearer ${user.tokens.access_token}` },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toEqual(['Escribe un teléfono al que se pueda llamar: cifras, espacios, +, - o paréntesis, con al menos 3 cifras.']);
});

test('a failed login says so on the login screen only: no stale toast on home; the close button is in Spanish', async ({ page, request, press, url }) => {
  const user = await registerUser(request);
  await page.goto('/login');
  await page.getByLabel('Correo', { exact: true }).fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(`${user.password}-no`);
  await press(page.getByRole('button', { name: 'Iniciar sesión' }));
  await expect(toast(page, 'Credenciales incorrectas.')).toBeVisible();
  await expect(page.getByRole('region', { name: /Notificaciones/ }).getByRole('button', { name: 'Cerrar aviso' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close toast' })).toHaveCount(0);
  // Long enough for the toast to belong to this screen, not to the login that follows.
  await page.waitForTimeout(1600);

  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await press(page.getByRole('button', { name: 'Iniciar sesión' }));
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${user.firstName}`);
  await expect(toast(page, 'Credenciales incorrectas.')).toHaveCount(0);
});

test('"Contenido completado" leaves the next button free', async ({ page, request, press }) => {
  const user = await registerUser(request);
  const bearer = { authorization: `Bearer ${user.tokens.access_token}` };
  const routes = (await (await request.get('/api/routes', { headers: bearer })).json()) as { id: string }[];
  const contents = (await (await request.get(`/api/contents?routeId=${routes[0]!.id}`, { headers: bearer })).json()) as { id: string }[];
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto(`/route/${routes[0]!.id}`);
  await press(page.getByRole('button', { name: 'Comenzar' }));
  await page.goto(`/route/${routes[0]!.id}/content/${contents[0]!.id}`);
  await press(page.getByRole('button', { name: 'Marcar como completado' }));
  const completed = toast(page, 'Contenido completado');
  await expect(completed).toBeVisible();
  const next = page.getByRole('link', { name: 'Ir al siguiente contenido' }).or(page.getByRole('button', { name: 'Ir al siguiente contenido' }));
  await expect(next).toBeVisible();
  // Let the toast finish sliding in before measuring where it is.
  await page.waitForTimeout(500);
  const toastBox = page.locator('[data-sonner-toast]').filter({ hasText: 'Contenido completado' });
  expect(await boxesOverlap(toastBox, next)).toBe(false);
  await expectAccessible(page, 'content-completed-toast');
});
