import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test, type RegisteredUser } from '../fixtures.js';

// Groups and their reports (issue 27, decision 036): an admin, a facilitator and ten people, each in
// their own browser; the report is read again without a reload after one of them leaves.

const shotsDir = '/work/notes/shots/groups';

async function contextLike(browser: Browser, testInfo: TestInfo, baseURL: string): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId, serviceWorkers: 'block' });
}

async function signedIn(context: BrowserContext, baseURL: string, user: RegisteredUser): Promise<Page> {
  const page = await context.newPage();
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token }, baseURL);
  return page;
}

test('an admin sets up a group, ten people join, the facilitator reads the report, and one leaving turns a figure into "menos de 10"', async ({
  page,
  request,
  app,
  browser,
  hasTouch,
}, testInfo) => {
  test.setTimeout(180_000);
  const press = (target: Locator) => (hasTouch ? target.tap() : target.click());
  const shoot = (target: Page, name: string) =>
    target.screenshot({ path: `${shotsDir}/${testInfo.project.name}-${name}.png`, fullPage: true, animations: 'disabled' });
  const noSideScroll = async (target: Page) =>
    expect(await target.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(target.viewportSize()!.width);

  const facilitator = await registerUser(request, { firstName: 'Fátima', lastName: 'Facilitadora' });
  const person = await registerUser(request, { firstName: 'Paula', lastName: 'Participante' });
  const routes = (await (await request.get('/api/routes', { headers: { authorization: `Bearer ${person.tokens.access_token}` } })).json()) as {
    id: string;
    title: string;
  }[];
  const route = routes[0]!;

  // The admin, in this test's own browser: creates the group, assigns a route and the facilitator.
  await page.goto('/login');
  await page.getByLabel('Correo', { exact: true }).fill(app.admin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(app.admin.password);
  await press(page.getByRole('button', { name: 'Iniciar sesión' }));
  await expect(page).toHaveURL(`${app.baseURL}/admin`);
  await page.goto('/admin/groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos' })).toBeVisible();
  await page.getByLabel('Nombre del grupo nuevo').fill('Bienestar en la facultad');
  await press(page.getByRole('button', { name: 'Crear grupo' }));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bienestar en la facultad' }) });
  await expect(card).toBeVisible();
  const code = (await card.getByTestId('group-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(card.getByText(`/unirse?codigo=${code}`)).toBeVisible();
  await card.getByLabel('Rutas del grupo, en orden').selectOption({ label: route.title });
  await expect(card.getByRole('button', { name: `Quitar ${route.title}` })).toBeVisible();
  await card.getByLabel('Quién lo facilita').selectOption({ label: `Fátima Facilitadora (${facilitator.email})` });
  await expect(card.getByRole('button', { name: `Quitar Fátima Facilitadora (${facilitator.email})` })).toBeVisible();
  await expect(card).toContainText('Menos de 10 participantes');
  await noSideScroll(page);
  await expectAccessible(page, 'admin groups');
  await shoot(page, 'admin-groups');

  // One person joins in their own browser through the link; nine more through the API.
  const personContext = await contextLike(browser, testInfo, app.baseURL);
  // Signed out, the link keeps the code and says what to do first.
  const signedOutPage = await personContext.newPage();
  await signedOutPage.goto(`/unirse?codigo=${code}`);
  await expect(signedOutPage.getByRole('heading', { level: 1, name: 'Unirte a un grupo' })).toBeVisible();
  await expect(signedOutPage.getByText(code)).toBeVisible();
  await expect(signedOutPage.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expectAccessible(signedOutPage, 'join link signed out');
  await shoot(signedOutPage, 'join-signed-out');
  await signedOutPage.close();
  const personPage = await signedIn(personContext, app.baseURL, person);
  await personPage.goto(`/unirse?codigo=${code}`);
  await expect(personPage.getByRole('heading', { level: 1, name: 'Unirte a un grupo' })).toBeVisible();
  await expect(personPage.getByLabel('Código del grupo')).toHaveValue(code);
  await expectAccessible(personPage, 'join a group');
  await shoot(personPage, 'join');
  await press(personPage.getByRole('button', { name: 'Unirme' }));
  // "Rutas": the group's routes first, under its name.
  await expect(personPage).toHaveURL(`${app.baseURL}/route`);
  const headings = personPage.getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Bienestar en la facultad');
  await expect(personPage.getByRole('region', { name: 'Bienestar en la facultad' }).getByRole('link').first()).toContainText(route.title);
  await noSideScroll(personPage);
  await expectAccessible(personPage, 'routes with a group');
  await shoot(personPage, 'routes-with-group');

  // Nine more people, each in their own browser, join with the code.
  for (let i = 0; i < 9; i++) {
    const someone = await registerUser(request, { firstName: `Persona${i}` });
    const context = await contextLike(browser, testInfo, app.baseURL);
    const someonePage = await signedIn(context, app.baseURL, someone);
    await someonePage.goto(`/unirse?codigo=${code}`);
    await expect(someonePage.getByLabel('Código del grupo')).toHaveValue(code);
    await press(someonePage.getByRole('button', { name: 'Unirme' }));
    await expect(someonePage).toHaveURL(`${app.baseURL}/route`);
    await context.close();
  }

  // The facilitator, in a third browser: "Mis grupos" appears in the profile, then the report.
  const facilitatorContext = await contextLike(browser, testInfo, app.baseURL);
  const facilitatorPage = await signedIn(facilitatorContext, app.baseURL, facilitator);
  await facilitatorPage.goto('/profile');
  await press(facilitatorPage.getByRole('link', { name: /Mis grupos/ }));
  await expect(facilitatorPage.getByRole('heading', { level: 1, name: 'Mis grupos' })).toBeVisible();
  await expect(facilitatorPage.getByText(code)).toBeVisible();
  await expectAccessible(facilitatorPage, 'my groups');
  await shoot(facilitatorPage, 'my-groups');
  await press(facilitatorPage.getByRole('link', { name: 'Ver informe' }));
  await expect(facilitatorPage.getByRole('heading', { level: 1, name: 'Bienestar en la facultad' })).toBeVisible();
  const members = facilitatorPage.getByTestId('report-members');
  await expect(members).toHaveText('10');
  const routeRow = facilitatorPage.getByRole('row', { name: new RegExp(route.title) });
  await expect(routeRow).toContainText('menos de 10');
  // No one's name reaches the report.
  await expect(facilitatorPage.getByRole('main')).not.toContainText('Paula');
  await expect(facilitatorPage.getByRole('main')).not.toContainText(person.email);
  await noSideScroll(facilitatorPage);
  await expectAccessible(facilitatorPage, 'group report');
  await shoot(facilitatorPage, 'report-10');
  const download = facilitatorPage.waitForEvent('download');
  await press(facilitatorPage.getByRole('button', { name: 'Descargar CSV' }));
  const csv = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(csv, 'utf8');
  expect(text).toContain('Participantes,,,personas,10');
  expect(text).not.toContain(person.email);

  // The person leaves from Ajustes, in their browser.
  await personPage.goto('/profile');
  await press(personPage.getByRole('button', { name: 'Salir del grupo' }));
  const dialog = personPage.getByRole('alertdialog');
  await expect(dialog).toContainText('¿Salir de «Bienestar en la facultad»?');
  await expectAccessible(personPage, 'leave a group');
  await shoot(personPage, 'leave-confirm');
  await press(dialog.getByRole('button', { name: 'Salir del grupo' }));
  await expect(personPage.getByText('Has salido de «Bienestar en la facultad».')).toBeVisible();
  await expect(personPage.getByRole('button', { name: 'Salir del grupo' })).toHaveCount(0);

  // The same figure is now "menos de 10", read again on the next visit without a reload.
  await press(facilitatorPage.getByRole('link', { name: 'Mis grupos' }));
  await expect(facilitatorPage.getByRole('heading', { level: 1, name: 'Mis grupos' })).toBeVisible();
  await press(facilitatorPage.getByRole('link', { name: 'Ver informe' }));
  await expect(facilitatorPage.getByRole('heading', { level: 1, name: 'Bienestar en la facultad' })).toBeVisible();
  await expect(members).toHaveText('menos de 10');
  await shoot(facilitatorPage, 'report-9');

  // The narrowest phones: nothing scrolls sideways (the feelings table scrolls inside its own region).
  for (const [target, path] of [
    [facilitatorPage, facilitatorPage.url()],
    [facilitatorPage, '/mis-grupos'],
    [personPage, '/profile'],
    [personPage, `/unirse?codigo=${code}`],
    [page, '/admin/groups'],
  ] as const) {
    await target.setViewportSize({ width: 320, height: 720 });
    await target.goto(path);
    await expect(target.getByRole('heading', { level: 1 })).toBeVisible();
    await noSideScroll(target);
  }

  await personContext.close();
  await facilitatorContext.close();
});
