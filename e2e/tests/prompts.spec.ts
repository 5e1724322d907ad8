import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { BROWSER_TIME_ZONE } from '../support/browser-clock.js';
import { expect, registerUser, storeSession, test, type AppServer, type TokenPair } from '../fixtures.js';

// Decision 043: a prompt under the box when the page is blank, the admin's prompts, and
// "Hace un año escribiste…" on home.

const bearer = (tokens: TokenPair) => ({ authorization: `Bearer ${tokens.access_token}` });
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

/** Today in the browser's zone as YYYY-MM-DD, and the same date a year back at noon there. */
function todayAndYearAgo(): { today: string; yearAgoNoon: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: BROWSER_TIME_ZONE }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 29 February looks back on nothing; a day earlier keeps the test about a real year-old entry.
  const date = month === 2 && day === 29 ? 28 : day;
  const back = `${year - 1}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  // Madrid is UTC+1 or +2: noon there is 10:00 or 11:00 UTC, the same date either way.
  return { today, yearAgoNoon: `${back}T12:00:00+01:00` };
}

test("a prompt shows under the box, changes with one tap, and never becomes the entry's text", async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Nuria' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/');
  await press(page.getByRole('link', { name: 'Registrar Día' }));
  await press(page.getByRole('button', { name: 'Comenzar' }));
  await press(page.getByText('Mal', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));

  await expect(page.getByRole('heading', { level: 1, name: '¿Qué pasó?' })).toBeVisible();
  const prompt = page.getByTestId('diary-prompt');
  await expect(prompt).toBeVisible();
  const first = await prompt.innerText();
  expect(first).toMatch(/¿.+\?|\.$/);
  const { today } = todayAndYearAgo();
  const asked = await request.get(`/api/diary/prompt?feeling=BAD&day=${today}&turn=0`, { headers: bearer(user.tokens) });
  expect((await asked.json()).prompt.text).toBe(first);
  const box = page.getByRole('textbox', { name: '¿Qué pasó?' });
  await expect(box).toHaveValue('');
  await noSideScroll(page);
  await expectAccessible(page, 'diary-reason-prompt');
  await shot('prompts-reason');

  await press(page.getByRole('button', { name: 'Otra pregunta' }));
  await expect(prompt).not.toHaveText(first);
  const second = await prompt.innerText();
  await expect(box).toHaveValue('');
  await expectAccessible(page, 'diary-reason-another-prompt');
  await shot('prompts-reason-another');

  const text = 'Me preocupa el examen; puedo repasar media hora.';
  await box.fill(text);
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Consejos' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  const stored = (await (await request.get('/api/diary', { headers: bearer(user.tokens) })).json()).data as { description: string }[];
  expect(stored.map((entry) => entry.description)).toEqual([text]);
  expect(stored[0]!.description).not.toContain(first);
  expect(stored[0]!.description).not.toContain(second);
});

async function signInAdmin(page: Page, request: APIRequestContext, app: AppServer): Promise<TokenPair> {
  const response = await request.post('/api/auth/login', { data: { email: app.admin.email, password: app.admin.password } });
  expect(response.status()).toBe(200);
  const tokens = (await response.json()) as TokenPair;
  await storeSession(page, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  return tokens;
}

test('the admin adds a prompt for a feeling and retires one, in "Preguntas del diario"', async ({ page, request, app, shot, press, hasTouch }, testInfo) => {
  const tokens = await signInAdmin(page, request, app);
  await page.goto('/admin');
  if (hasTouch) await press(page.getByRole('button', { name: 'Abrir menú' }));
  await press(page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: 'Preguntas del diario' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas del diario' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cualquier sentimiento' })).toBeVisible();
  await page.getByLabel('Ver las preguntas de').selectOption('BAD');
  const list = page.getByRole('region', { name: 'Mal' });
  await expect(list.getByText('¿Qué te preocupa y qué está en tu mano?')).toBeVisible();
  await expectAccessible(page, 'admin-diary-prompts');
  await shot('prompts-admin');

  // An empty question is refused where it is written.
  await expect(page.getByLabel('Sentimiento')).toHaveValue('BAD');
  await press(page.getByRole('button', { name: 'Añadir pregunta' }));
  await expect(page.getByText('Escribe la pregunta.')).toBeVisible();

  const added = `¿Qué te ha hecho compañía hoy? (${testInfo.project.name})`;
  await page.getByLabel('Pregunta nueva').fill(added);
  await press(page.getByRole('button', { name: 'Añadir pregunta' }));
  const item = list.getByRole('listitem').filter({ hasText: added });
  await expect(item).toBeVisible();
  await expect(item.getByText('Añadida')).toBeVisible();
  await expect(page.getByLabel('Pregunta nueva')).toHaveValue('');

  const builtin = list.getByRole('listitem').filter({ hasText: '¿Qué te preocupa y qué está en tu mano?' });
  await press(builtin.getByRole('button', { name: 'Retirar: ¿Qué te preocupa y qué está en tu mano?' }));
  await expect(builtin.getByText('Retirada')).toBeVisible();
  await expect(builtin.getByRole('button', { name: /^Volver a mostrar/ })).toBeVisible();
  await noSideScroll(page);
  await expectAccessible(page, 'admin-diary-prompts-retired');
  await shot('prompts-admin-retired');

  const all = (await (await request.get('/api/admin/diary-prompts', { headers: bearer(tokens) })).json()) as {
    text: string;
    feeling: string | null;
    retiredAt: string | null;
  }[];
  expect(all.find((prompt) => prompt.text === added)).toMatchObject({ feeling: 'BAD', retiredAt: null });
  expect(all.find((prompt) => prompt.text === '¿Qué te preocupa y qué está en tu mano?')!.retiredAt).not.toBeNull();

  // Brought back, so the rest of the suite meets the prompts as they come.
  await press(builtin.getByRole('button', { name: /^Volver a mostrar/ }));
  await expect(builtin.getByText('Retirada')).toHaveCount(0);
  await press(item.getByRole('button', { name: `Retirar: ${added}` }));
  await expect(item.getByText('Retirada')).toBeVisible();
});

test('"Hace un año escribiste…" on home opens the year-old entry, and Ajustes turns it off', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Pilar' });
  const { yearAgoNoon } = todayAndYearAgo();
  const text = 'Primer paseo por la playa con mi hermana. Hacía frío, pero nos reímos muchísimo y volvimos a casa cantando.';
  const written = await request.post('/api/diary/entry', {
    headers: bearer(user.tokens),
    data: { feeling: 'GOOD', description: text, createdAt: yearAgoNoon, tz: BROWSER_TIME_ZONE },
  });
  expect(written.status(), await written.text()).toBe(201);

  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Hace un año escribiste…' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Te sentías: Bien');
  await expect(card).toContainText('Primer paseo por la playa con mi hermana.');
  await card.scrollIntoViewIfNeeded();
  await noSideScroll(page);
  await expectAccessible(page, 'home-on-this-day');
  await shot('prompts-on-this-day');

  await press(card.getByRole('button', { name: 'Leer la entrada' }));
  await expect(card.getByRole('button', { name: 'Cerrar la entrada' })).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('article')).toContainText(text);
  await expectAccessible(page, 'home-on-this-day-open');
  await shot('prompts-on-this-day-open');

  await press(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }));
  const setting = page.getByRole('checkbox', { name: 'Hace un año' });
  await expect(setting).toBeChecked();
  await setting.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'profile-on-this-day-setting');
  await shot('prompts-setting');
  await press(setting);
  await expect(setting).not.toBeChecked();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();

  await press(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Hogar' }));
  await expect(page.getByRole('heading', { name: 'Diario' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hace un año escribiste…' })).toHaveCount(0);
  expect((await (await request.get('/api/auth/profile', { headers: bearer(user.tokens) })).json()).onThisDay).toBe(false);
});
