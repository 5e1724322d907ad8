import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test } from '../fixtures.js';

test('a person records a day: feeling, what happened, advice, finish — a reload loses nothing', async ({ page, request, shot, press }) => {
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
  await expect(page.getByRole('radio').first()).toBeChecked();
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
  await expect(page.getByText(/sugerencia automática/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  await page.reload();
  await expect(page.getByText(/sugerencia automática/)).toBeVisible();
  await expectAccessible(page, 'diary-tips');
  await shot('diary-tips');
  await press(page.getByRole('button', { name: 'Siguiente' }));

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'diary-finish');
  await press(page.getByRole('button', { name: 'Finalizar' }));
  await expect(page.getByRole('link', { name: 'Registrar Día' })).toBeVisible();

  const stored = await (await request.get('/api/diary', { headers: { authorization: `Bearer ${user.tokens.access_token}` } })).json();
  expect(stored.data).toHaveLength(1);
  expect(stored.data[0]).toMatchObject({ feeling: 'BAD', description: text, adviceSource: 'builtin' });
  // The calendar shows it on today's date, and so does the list of all records.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await press(page.getByRole('button', { name: new RegExp(`\\b${new Date().getDate()} de `) }).first());
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

test('words of crisis get the crisis lines, with tap-to-call links, instead of advice', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Leo' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/records/daily-reason');
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill('Ya no quiero despertar mañana.');
  await press(page.getByRole('button', { name: 'Siguiente' }));
  const alert = page.getByRole('alert').filter({ hasText: '024' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: /024/ }).first()).toHaveAttribute('href', /^tel:024$/);
  await expectAccessible(page, 'diary-crisis');
  await shot('diary-crisis');
});
