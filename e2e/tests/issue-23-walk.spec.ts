import type { Locator, Page } from '@playwright/test';
import { expect, registerUser, storeSession, test, type TokenPair } from '../fixtures.js';

// Issue 23's list, walked as a person would (links and buttons, no reloads) at the four sizes it
// names: no sideways scroll, tap targets of 44 px, focus on each diary step's heading, no tab bar
// and a sticky action bar in the diary, nothing preselected, calendar dots with words, "Ayuda" in
// reach over a long reading, toasts gone with their screen, the time-zone picker and the privacy
// copy in Spanish. Screenshots go to WALK_SHOTS when it is set (the helper's notes), else nowhere.

const sizes = [
  { width: 320, height: 640 },
  { width: 360, height: 800 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const shotsDir = process.env.WALK_SHOTS;
const MIN_TARGET = 44;

async function snap(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true, animations: 'disabled' });
}

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect.soft(scroll, `sideways scroll on ${where}`).toBeLessThanOrEqual(client);
}

async function atLeast44(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect.soft(Math.round(box!.height), `${what}: height`).toBeGreaterThanOrEqual(MIN_TARGET);
  expect.soft(Math.round(box!.width), `${what}: width`).toBeGreaterThanOrEqual(MIN_TARGET);
}

async function headingHasFocus(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

for (const size of sizes) {
  test(`issue 23 holds at ${size.width}x${size.height}`, async ({ page, request, app }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the sizes are set here; one project walks them');
    test.setTimeout(120_000);
    const tag = `${size.width}x${size.height}`;
    await page.setViewportSize(size);
    const user = await registerUser(request, { firstName: 'Inés' });
    await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Hola, Inés/ })).toBeVisible();
    await noSidewaysScroll(page, 'home');
    await snap(page, `walk-${tag}-home`);

    // The tab bar's links are tap targets.
    for (const link of await tabBar(page).getByRole('link').all()) await atLeast44(link, `tab ${await link.textContent()}`);

    // The diary: focus on each step's heading, no tab bar, a sticky action bar, nothing preselected.
    await page.getByRole('link', { name: 'Registrar Día' }).click();
    await expect(tabBar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await headingHasFocus(page, '¿Cómo te sientes hoy?');
    await expect(tabBar(page)).toHaveCount(0);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeInViewport({ ratio: 1 });
    await noSidewaysScroll(page, 'diary feeling step');
    await snap(page, `walk-${tag}-diary-feeling`);
    await page.getByText('Mal', { exact: true }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await headingHasFocus(page, '¿Qué pasó?');
    await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill('Un día largo, con una reunión que no acababa nunca y poco descanso.');
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeInViewport({ ratio: 1 });
    await noSidewaysScroll(page, 'diary words step');
    await snap(page, `walk-${tag}-diary-words`);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await headingHasFocus(page, 'Consejos');
    await expect(page.getByText('Consejo del modelo de prueba', { exact: true })).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await headingHasFocus(page, '¡Bien hecho!');
    await snap(page, `walk-${tag}-diary-done`);
    await page.getByRole('button', { name: 'Finalizar' }).click();

    // The calendar: days are tap targets; today's dot has words, and stays visible once selected.
    await tabBar(page).getByRole('link', { name: 'Calendario' }).click();
    const today = page.getByRole('button', { name: /^Hoy, .*con registros: Mal/ });
    await expect(today).toBeVisible();
    await noSidewaysScroll(page, 'calendar');
    for (const day of (await page.getByRole('grid').getByRole('button').all()).slice(0, 7))
      await atLeast44(day, `calendar day ${await day.getAttribute('aria-label')}`);
    await today.click();
    await expect(page.getByRole('button', { name: /^Hoy, .*con registros: Mal, seleccionado/ })).toBeVisible();
    const dot = page.getByRole('button', { name: /seleccionado/ }).locator('span[aria-hidden="true"] > span');
    await expect(dot).toHaveCount(1);
    const colours = await dot.evaluate((element) => ({
      dot: getComputedStyle(element).backgroundColor,
      day: getComputedStyle(element.closest('button')!).backgroundColor,
      ring: getComputedStyle(element).boxShadow,
    }));
    expect(colours.dot, 'the dot has a colour of its own on the selected day').not.toBe(colours.day);
    expect(colours.ring, 'a ring sets the dot off the selected day').not.toBe('none');
    await atLeast44(page.getByRole('link', { name: 'Añadir otra entrada para este día' }), 'the text link under a day');
    await snap(page, `walk-${tag}-calendar`);

    // A long reading: "Ayuda" in reach at its end.
    await tabBar(page).getByRole('link', { name: 'Rutas' }).click();
    await page.getByRole('link').filter({ hasText: /./ }).and(page.locator('a[href^="/route/"]')).first().click();
    await noSidewaysScroll(page, 'route');
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await page
      .getByRole('link', { name: /Lectura/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/content\//);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Ayuda' }).first()).toBeInViewport();
    await noSidewaysScroll(page, 'content');
    await snap(page, `walk-${tag}-content`);
    // The audio player's sliders are tap targets.
    await page.goBack();
    await page.getByRole('link', { name: /Audio/ }).first().click();
    for (const name of ['Posición', 'Volumen']) await atLeast44(page.getByRole('slider', { name }), `audio slider ${name}`);
    await noSidewaysScroll(page, 'audio');
    await snap(page, `walk-${tag}-audio`);

    // Profile: the time-zone picker and the privacy copy, in Spanish.
    await tabBar(page).getByRole('link', { name: 'Perfil' }).click();
    await noSidewaysScroll(page, 'profile');
    const zone = page.getByLabel('Zona horaria');
    await expect(zone).toBeVisible();
    const zoneTexts = await zone.locator('option, optgroup').evaluateAll((items) => items.map((item) => item.getAttribute('label') ?? item.textContent ?? ''));
    expect(zoneTexts.join(' | ')).toMatch(/Madrid/);
    expect(zoneTexts.join(' | '), 'no English region names').not.toMatch(/\b(America|Europe|Africa|Asia|Pacific)\//);
    await expect(page.getByText(/solo tú y, si lo permites, el asistente de IA lo leen/)).toBeVisible();
    await snap(page, `walk-${tag}-profile`);

    // An admin's toast: its close button is a tap target named in Spanish, and it goes with its screen.
    const login = await request.post('/api/auth/login', { data: { email: app.admin.email, password: app.admin.password } });
    const tokens = (await login.json()) as TokenPair;
    await storeSession(page, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    await page.goto('/admin/diary-prompts');
    await page.getByRole('textbox').first().fill(`¿Qué te ha dado calma hoy? (${tag})`);
    await page
      .getByRole('button', { name: /Añadir/ })
      .first()
      .click();
    const toast = page.getByText('Pregunta añadida.');
    await expect(toast).toBeVisible();
    // Drawn at 28 px; its ::after answers the taps around it (apps/web/src/index.css).
    const close = await page.getByRole('button', { name: 'Cerrar aviso' }).evaluate((button) => {
      const box = button.getBoundingClientRect();
      const around = -parseFloat(getComputedStyle(button, '::after').top) || 0;
      return { width: box.width + 2 * around, height: box.height + 2 * around };
    });
    expect.soft(Math.round(close.width), 'the toast close button: width').toBeGreaterThanOrEqual(MIN_TARGET);
    expect.soft(Math.round(close.height), 'the toast close button: height').toBeGreaterThanOrEqual(MIN_TARGET);
    await noSidewaysScroll(page, 'admin diary prompts');
    await snap(page, `walk-${tag}-toast`);
    await page.waitForTimeout(1_600);
    // Away from the screen (back, as a person would): the toast goes with it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/admin\/diary-prompts$/);
    await expect(toast).toHaveCount(0);
  });
}
