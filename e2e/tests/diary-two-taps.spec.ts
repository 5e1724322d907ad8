import { expectAccessible } from '../axe.js';
import type { Page } from '@playwright/test';
import { expect, registerUser, storeSession, test, type RegisteredUser } from '../fixtures.js';

// Issue 23 and decision 029: an entry is never lost, a feeling takes one tap from home, and any
// past day can be written for. Every step without a reload: what the person sees must follow at once.

const bearer = (user: RegisteredUser) => ({ authorization: `Bearer ${user.tokens.access_token}` });

async function signIn(page: Page, user: RegisteredUser) {
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
}

test('a 5001-character entry cannot be sent, says why where it is written, and nothing is lost', async ({ page, request, press, shot }) => {
  const user = await registerUser(request, { firstName: 'Alba' });
  await signIn(page, user);
  await page.goto('/');
  await press(page.getByRole('link', { name: 'Registrar Día' }));
  await press(page.getByRole('button', { name: 'Comenzar' }));
  // No tab bar during the flow: nothing sits over Siguiente.
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  await press(page.getByText('Mal', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));

  const box = page.getByRole('textbox', { name: '¿Qué pasó?' });
  const long = `${'Hoy fue un día muy largo. '.repeat(200)}`.slice(0, 5001);
  await box.fill(long);
  await expect(page.getByText('5001 de 5000 caracteres')).toBeVisible();
  const message = page.getByRole('alert');
  await expect(message).toHaveText('Tu texto puede tener como máximo 5000 caracteres. Acórtalo un poco para poder guardarlo. Sobra 1 carácter.');
  const next = page.getByRole('button', { name: 'Siguiente' });
  await expect(next).toBeDisabled();
  // The sticky bar keeps Siguiente on screen, however long the text.
  await expect(next).toBeInViewport({ ratio: 1 });
  await expectAccessible(page, 'diary-reason-too-long');
  await shot('diary-reason-too-long');

  // Away and back: the text is all there.
  await press(page.getByRole('button', { name: 'Atrás' }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(box).toHaveValue(long);
  await box.press('End');
  await box.press('Backspace');
  await expect(message).toHaveCount(0);
  await expect(next).toBeEnabled();

  const stored = await (await request.get('/api/diary', { headers: bearer(user) })).json();
  expect(stored.data).toEqual([]);
});

test('a save that fails keeps the draft and says so by the buttons; when the server answers again it is stored once', async ({
  page,
  request,
  press,
  shot,
}) => {
  const user = await registerUser(request, { firstName: 'Bruno' });
  await signIn(page, user);
  await page.goto('/records/daily-emotion');
  await press(page.getByText('Mal', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  const text = 'Hoy el trabajo me dejó agotado y sin ganas de nada.';
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill(text);

  // The server cannot store it (as during an outage: 503 with its Spanish reason).
  await page.route('**/api/diary/entry', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 503,
        error: 'Service Unavailable',
        message: ['Tu entrada no se ha guardado porque el servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.'],
      }),
    }),
  );
  await press(page.getByRole('button', { name: 'Siguiente' }));
  const failure = page.getByRole('alert').filter({ hasText: 'Tu entrada no se ha guardado' });
  await expect(failure).toBeVisible();
  await expect(failure).toBeInViewport();
  await expect(failure).toContainText('Lo que escribiste sigue en este dispositivo: no se ha perdido nada.');
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  await expect(page.getByText('¡Bien hecho!')).toHaveCount(0);
  await expectAccessible(page, 'diary-tips-failed');
  await shot('diary-tips-failed');

  // The finish screen cannot be reached around it: it sends the person back, the text kept.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/records/daily-finish');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/records\/daily-tips$/);
  await expect(page.getByText(text)).toBeVisible();

  // The server is back: the retry stores it, once.
  await page.unroute('**/api/diary/entry');
  await press(failure.getByRole('button', { name: 'Volver a intentar' }));
  await expect(page.getByText('Consejo del modelo de prueba', { exact: true })).toBeVisible();
  await expect(failure).toHaveCount(0);
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByRole('heading', { level: 1, name: '¡Bien hecho!' })).toBeVisible();
  await press(page.getByRole('button', { name: 'Finalizar' }));

  const stored = await (await request.get('/api/diary', { headers: bearer(user) })).json();
  expect(stored.data).toEqual([expect.objectContaining({ feeling: 'BAD', description: text })]);
});

test('one tap on a feeling at home stores it, shows its advice, and the calendar has it at once', async ({ page, request, press, shot }) => {
  const user = await registerUser(request, { firstName: 'Carla' });
  await signIn(page, user);
  await page.goto('/');
  const feelings = page.getByRole('group', { name: '¿Cómo te sientes hoy?' });
  await expect(feelings.getByRole('button')).toHaveCount(5);
  await expectAccessible(page, 'home-feelings');
  await shot('home-feelings');
  await press(feelings.getByRole('button', { name: 'Mal' }));

  await expect(page.getByRole('heading', { name: 'Hoy te sientes: Mal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Añadir lo que pasó' })).toBeVisible();
  await expect(page.getByText('Consejo del modelo de prueba', { exact: true })).toBeVisible();
  await expect(page.locator('li[aria-current="date"]')).toContainText('con registros');
  await expectAccessible(page, 'home-today');
  await shot('home-today');

  const stored = await (await request.get('/api/diary', { headers: bearer(user) })).json();
  expect(stored.data).toEqual([expect.objectContaining({ feeling: 'BAD', description: '' })]);

  await press(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Calendario' }));
  await expect(page.getByRole('button', { name: /^Hoy, .*con registros/ })).toBeVisible();

  // "Añadir lo que pasó" opens the words step with the feeling already chosen.
  await press(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Hogar' }));
  await press(page.getByRole('link', { name: 'Añadir lo que pasó' }));
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué pasó?' })).toBeVisible();
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill('Me costó levantarme.');
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByText('Hoy te sientes: Mal')).toBeVisible();
});

test('an entry for three days ago, started from the calendar, lands on that day', async ({ page, request, press, shot }) => {
  const user = await registerUser(request, { firstName: 'Dario' });
  await signIn(page, user);
  await page.goto('/');
  // The day as the browser lives it (its time zone), and the calendar's name for it.
  const day = await page.evaluate(() => {
    const now = new Date();
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 3);
    const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    return { key, label: new Intl.DateTimeFormat('es-ES', { dateStyle: 'full' }).format(date), otherMonth: date.getMonth() !== now.getMonth() };
  });

  await press(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Calendario' }));
  if (day.otherMonth) await press(page.getByRole('button', { name: /anterior/i }));
  await press(page.getByRole('button', { name: new RegExp(`^${day.label}`) }));
  await expect(page.getByText('No hay registros en este día.')).toBeVisible();
  await press(page.getByRole('link', { name: 'Agrega uno ahora.' }));

  await expect(page.getByRole('heading', { level: 1, name: /^¿Cómo te sentiste el .+\?$/ })).toBeVisible();
  await expectAccessible(page, 'diary-emotion-past-day');
  await shot('diary-emotion-past-day');
  await press(page.getByText('Neutral', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  const text = 'Lo escribo tres días después: fue un día tranquilo.';
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill(text);
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByText('Consejo del modelo de prueba', { exact: true })).toBeVisible();
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await press(page.getByRole('button', { name: 'Finalizar' }));

  await press(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Calendario' }));
  if (day.otherMonth) await press(page.getByRole('button', { name: /anterior/i }));
  await press(page.getByRole('button', { name: new RegExp(`^${day.label}, con registros`) }));
  await expect(page.getByText(text)).toBeVisible();

  const stored = await (await request.get('/api/diary', { headers: bearer(user) })).json();
  expect(stored.data).toHaveLength(1);
  const lived = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(stored.data[0].createdAt));
  expect(lived).toBe(day.key);
});
