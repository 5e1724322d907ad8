import { expectAccessible } from '../axe.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { browserToday, expect, launchApp, registerUser, storeSession, test, type RegisteredUser } from '../fixtures.js';

test('a person records a day: feeling, what happened, advice, finish — a reload loses nothing', async ({ page, request, shot, press, app }) => {
  const user = await registerUser(request, { firstName: 'Inés' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });

  await page.goto('/');
  await press(page.getByRole('link', { name: 'Registrar Día' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Registro Diario' })).toBeVisible();
  await expectAccessible(page, 'diary-intro');
  await shot('diary-intro');
  await press(page.getByRole('button', { name: 'Comenzar' }));

  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo te sientes hoy?' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(5);
  // Nothing is chosen for the person on a first entry: Siguiente waits for their choice.
  for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  // A person taps the feeling's card (its label); the radio itself is visually hidden.
  await press(page.getByText('Mal', { exact: true }));
  await expect(page.getByRole('radio', { name: /^Mal\b/ })).toBeChecked();
  await expectAccessible(page, 'diary-emotion');
  await shot('diary-emotion');
  await press(page.getByRole('button', { name: 'Siguiente' }));

  await expect(page.getByRole('heading', { level: 1, name: '¿Qué pasó?' })).toBeVisible();
  const text = 'Hoy no dormí bien por los nervios del examen.';
  const box = page.getByRole('textbox', { name: '¿Qué pasó?' });
  await expect(box).toHaveAttribute('placeholder', 'Escribe algo aquí...');
  await box.fill(text);
  await page.reload();
  await expect(page.getByRole('textbox', { name: '¿Qué pasó?' })).toHaveValue(text);
  await expectAccessible(page, 'diary-reason');
  await shot('diary-reason');
  await press(page.getByRole('button', { name: 'Siguiente' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Consejos' })).toBeVisible();
  await expect(page.getByText('Tu entrada:')).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  // The advice is the test's model server's answer, rendered as markdown.
  await expect(page.getByText('Consejo del modelo de prueba', { exact: true })).toBeVisible();
  await expect(page.getByText(/para un día «Mal»/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  const prompt = app.model.requests.find((request) => request.user.includes(text));
  expect(prompt).toMatchObject({ authorization: 'Bearer e2e-key', model: 'modelo-de-prueba' });
  expect(prompt?.system).toContain('"risk"');
  await page.reload();
  await expect(page.getByText('Consejo del modelo de prueba', { exact: true })).toBeVisible();
  await expectAccessible(page, 'diary-tips');
  await shot('diary-tips');
  await press(page.getByRole('button', { name: 'Siguiente' }));

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'diary-finish');
  await press(page.getByRole('button', { name: 'Finalizar' }));
  await expect(page.getByRole('link', { name: 'Registrar Día' })).toBeVisible();

  const stored = await (await request.get('/api/diary', { headers: { authorization: `Bearer ${user.tokens.access_token}` } })).json();
  expect(stored.data).toHaveLength(1);
  expect(stored.data[0]).toMatchObject({ feeling: 'BAD', description: text, adviceSource: 'model' });
  // The calendar shows it on today's date, and so does the list of all records.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await press(page.getByRole('button', { name: new RegExp(`\\b${browserToday()} de `) }).first());
  await expect(page.getByText(text).first()).toBeVisible();
  await expectAccessible(page, 'calendar');
  await shot('calendar');
  await press(page.getByRole('tab', { name: 'Todos los Registros' }));
  await expect(page.getByText(text).first()).toBeVisible();
  await expectAccessible(page, 'records');
  await shot('records');

  // Finalizar cleared the draft: a new day starts from the first feeling and an empty text.
  await page.goto('/records/daily-reason');
  await expect(page.getByRole('textbox', { name: '¿Qué pasó?' })).toHaveValue('');
});

test('words of crisis get the crisis lines, with tap-to-call links, instead of advice', async ({ page, request, shot, press, app }) => {
  const user = await registerUser(request, { firstName: 'Leo' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/records/daily-emotion');
  await press(page.getByText('Terrible', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill('Ya no quiero despertar mañana.');
  await press(page.getByRole('button', { name: 'Siguiente' }));
  const alert = page.getByRole('alert').filter({ hasText: '024' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: /024/ }).first()).toHaveAttribute('href', /^tel:024$/);
  await expectAccessible(page, 'diary-crisis');
  await shot('diary-crisis');
  // Words of crisis never reach the model.
  expect(app.model.requests.some((request) => request.user.includes('despertar'))).toBe(false);
});

const feelingPaths = [
  { value: 'GREAT', label: 'Excelente', text: 'Aprobé el examen y lo celebré con mi familia.' },
  { value: 'GOOD', label: 'Bien', text: 'Paseé por el parque con una amiga.' },
  { value: 'NEUTRAL', label: 'Neutral', text: 'Un día normal en la oficina, sin sorpresas.' },
  { value: 'BAD', label: 'Mal', text: 'Discutí con mi pareja y me quedé triste.' },
  { value: 'TERRIBLE', label: 'Terrible', text: 'Me siento muy sola desde que me mudé de ciudad.' },
] as const;

for (const feeling of feelingPaths) {
  test(`a day that feels «${feeling.label}» gets the model's advice and is kept as ${feeling.value}`, async ({ page, request, press }) => {
    const user = await registerUser(request, { firstName: 'Noa' });
    await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
    await page.goto('/records/daily-intro');
    await press(page.getByRole('button', { name: 'Comenzar' }));
    await press(page.getByText(feeling.label, { exact: true }));
    await expect(page.getByRole('radio', { name: new RegExp(`^${feeling.label}\\b`) })).toBeChecked();
    await press(page.getByRole('button', { name: 'Siguiente' }));
    await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill(feeling.text);
    await press(page.getByRole('button', { name: 'Siguiente' }));
    await expect(page.getByText(new RegExp(`para un día «${feeling.label}»`))).toBeVisible();
    await press(page.getByRole('button', { name: 'Siguiente' }));
    await press(page.getByRole('button', { name: 'Finalizar' }));
    await expect(page.getByRole('link', { name: 'Registrar Día' })).toBeVisible();

    const stored = await (await request.get('/api/diary', { headers: bearer(user) })).json();
    expect(stored.data).toEqual([expect.objectContaining({ feeling: feeling.value, description: feeling.text, adviceSource: 'model' })]);
    expect(stored.data[0].advice).toContain(`«${feeling.label}»`);
  });
}

function bearer(user: RegisteredUser) {
  return { authorization: `Bearer ${user.tokens.access_token}` };
}

async function record(request: APIRequestContext, user: RegisteredUser, feeling: string, description: string) {
  const response = await request.post('/api/diary/entry', { headers: bearer(user), data: { feeling, description, audioUrl: '' } });
  expect(response.status(), await response.text()).toBe(201);
}

test('the list of all records scrolls to its very end, each record once, and stops asking', async ({ page, request, shot }) => {
  const user = await registerUser(request, { firstName: 'Íker' });
  const total = 23;
  for (let index = 1; index <= total; index += 1) await record(request, user, 'NEUTRAL', `Registro número ${index}.`);
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });

  const pageRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/diary') pageRequests.push(sent.url());
  });
  await page.goto('/records');
  await page.getByRole('tab', { name: 'Todos los Registros' }).click();
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(10);
  // Scroll like a person does, until nothing more arrives.
  for (let round = 0; round < 10 && (await cards.count()) < total; round += 1) {
    await page.mouse.wheel(0, 4000);
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(cards).toHaveCount(total);
  await expect(page.getByText('Cargando...')).toHaveCount(0);
  const texts = await cards.locator('p.whitespace-pre-wrap').allTextContents();
  expect(new Set(texts).size).toBe(total);
  expect(texts[0]).toBe(`Registro número ${total}.`);
  expect(texts.at(-1)).toBe('Registro número 1.');
  // Pages of 10, 10 and 3; then no more calls however far one scrolls.
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(500);
  expect(pageRequests).toHaveLength(3);
  await shot('records-end');
});

test('the statistics show what was recorded: counts and whole percentages per feeling', async ({ page, request, shot }) => {
  const user = await registerUser(request, { firstName: 'Sara' });
  for (const feeling of ['GREAT', 'GREAT', 'GOOD', 'BAD']) await record(request, user, feeling, `Hoy me sentí así: ${feeling}.`);
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Actividad' })).toBeVisible();
  const activity = page.locator('dl');
  await expect(activity.locator('div', { has: page.getByText('Registros', { exact: true }) }).locator('dd')).toHaveText('4');
  await expect(page.getByRole('img', { name: 'Excelente: 2 registros, 50 %' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bien: 1 registro, 25 %' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mal: 1 registro, 25 %' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Neutral: 0 registros, 0 %' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Terrible: 0 registros, 0 %' })).toBeVisible();
  await expectAccessible(page, 'profile-stats');
  await shot('profile-stats');
  // The home day strip marks today, which has records.
  await page.goto('/');
  await expect(page.locator('li[aria-current="date"]')).toContainText('con registros');
  await shot('home-day-strip');
});

test.describe('in Mexico City, late in the evening', () => {
  test.use({ timezoneId: 'America/Mexico_City' });

  // 22:30 on Friday 20 November 2026 in Mexico City is already Saturday 21 in UTC.
  const lateEvening = new Date('2026-11-21T04:30:00Z');

  test('an entry lands on the day the person lived it, not on the UTC day', async ({ page, playwright, press, shot }) => {
    const mexico = await launchApp({ clockOffsetMs: lateEvening.getTime() - Date.now() });
    const api = await playwright.request.newContext({ baseURL: mexico.baseURL });
    try {
      const user = await registerUser(api, { firstName: 'Ximena' });
      await page.clock.setFixedTime(lateEvening);
      await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token }, mexico.baseURL);
      await recordThroughTheFlow(page, press, mexico.baseURL, 'Cené tarde con mi hermana y hablamos mucho.');

      const stored = await (await api.get('/api/diary', { headers: bearer(user) })).json();
      expect(stored.data[0].createdAt.startsWith('2026-11-21T04:')).toBe(true);

      await expect(page.locator('li[aria-current="date"]')).toContainText('20 de noviembre');
      await expect(page.locator('li[aria-current="date"]')).toContainText('con registros');

      await page.goto(`${mexico.baseURL}/calendar`);
      await expect(page.getByRole('grid', { name: /noviembre 2026/i })).toBeVisible();
      await press(page.getByRole('button', { name: /^Hoy, viernes, 20 de noviembre de 2026, con registros/ }));
      const day = page.getByRole('region', { name: 'viernes, 20 de noviembre de 2026' });
      await expect(day.getByText('Cené tarde con mi hermana y hablamos mucho.')).toBeVisible();
      await expect(day.locator('time')).toContainText(/20 de noviembre de 2026.*10:3\d.*p\.\s?m\./);
      await shot('calendar-mexico-city');
      await press(page.getByRole('button', { name: /sábado, 21 de noviembre de 2026/ }));
      await expect(page.getByText('No hay registros en este día.')).toBeVisible();
    } finally {
      await api.dispose();
      await mexico.stop();
    }
  });
});

async function recordThroughTheFlow(page: Page, press: (target: ReturnType<Page['locator']>) => Promise<void>, baseURL: string, text: string) {
  await page.goto(`${baseURL}/records/daily-intro`);
  await press(page.getByRole('button', { name: 'Comenzar' }));
  await press(page.getByText('Bien', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill(text);
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByText(/para un día «Bien»/)).toBeVisible();
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await press(page.getByRole('button', { name: 'Finalizar' }));
  await expect(page.getByRole('link', { name: 'Registrar Día' })).toBeVisible();
}
