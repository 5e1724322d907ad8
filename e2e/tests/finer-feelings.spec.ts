import type { Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test, type RegisteredUser } from '../fixtures.js';

// Issue 28 and decision 042: under the feeling, an optional finer word, one tap after it; shown on
// the card and counted in «Estadísticas», every step without a reload.

const bearer = (user: RegisteredUser) => ({ authorization: `Bearer ${user.tokens.access_token}` });

async function signIn(page: Page, user: RegisteredUser) {
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
}

test('«agotado/a» under Mal in the diary flow: on the card, and counted in the statistics', async ({ page, request, press, shot }) => {
  const user = await registerUser(request, { firstName: 'Nerea' });
  await signIn(page, user);
  await page.goto('/');
  await press(page.getByRole('link', { name: 'Registrar Día' }));
  await press(page.getByRole('button', { name: 'Comenzar' }));
  // The words appear once a feeling is chosen, and only that feeling's.
  const words = page.getByRole('group', { name: '¿Qué palabra lo describe mejor? (opcional)' });
  await expect(words).toHaveCount(0);
  await press(page.getByText('Mal', { exact: true }));
  await expect(words.getByRole('button')).toHaveCount(8);
  await expect(words.getByRole('button', { name: 'feliz' })).toHaveCount(0);
  await press(words.getByRole('button', { name: 'agotado/a' }));
  await expect(words.getByRole('button', { name: 'agotado/a' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'diary-feeling-finer');
  await shot('finer-feelings-diary-step');
  await press(page.getByRole('button', { name: 'Siguiente' }));

  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill('Tres noches durmiendo mal.');
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByText('Hoy te sientes: Mal · agotado/a')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await press(page.getByRole('button', { name: 'Finalizar' }));

  const stored = await (await request.get('/api/diary', { headers: bearer(user) })).json();
  expect(stored.data).toEqual([expect.objectContaining({ feeling: 'BAD', finerFeeling: 'agotado', description: 'Tres noches durmiendo mal.' })]);

  // The card in the list of records, reached through the app.
  await press(page.getByRole('link', { name: 'Calendario' }));
  await press(page.getByRole('tab', { name: 'Todos los Registros' }));
  const card = page.getByRole('article').filter({ hasText: 'Tres noches durmiendo mal.' });
  await expect(card).toContainText('Mal· agotado/a');
  await expectAccessible(page, 'records-finer');
  await shot('finer-feelings-card');
  await card.screenshot({ path: `screenshots/${test.info().project.name}/finer-feelings-card-alone.png`, animations: 'disabled' });

  // «Estadísticas» counts it, under Mal, and names it among the words of these weeks.
  await press(page.getByRole('link', { name: 'Perfil' }));
  const detail = page.getByRole('region', { name: 'Con más detalle' });
  await expect(detail.locator('dt')).toHaveText(['Mal']);
  await expect(detail.locator('dd li')).toHaveText(['agotado/a 1: 1 registro']);
  await expect(detail.getByRole('list', { name: 'Las que más, en las últimas 12 semanas' })).toHaveText('Mal: agotado/a (1 vez)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page, 'profile-finer');
  await shot('finer-feelings-statistics');
  // The section alone, to read it at its size (the full page is long).
  await detail.screenshot({ path: `screenshots/${test.info().project.name}/finer-feelings-statistics-section.png`, animations: 'disabled' });
});

test('after one tap at home, a finer word is one more tap, and the statistics count it at once', async ({ page, request, press, shot }) => {
  const user = await registerUser(request, { firstName: 'Iker' });
  await signIn(page, user);
  await page.goto('/');
  await press(page.getByRole('group', { name: '¿Cómo te sientes hoy?' }).getByRole('button', { name: 'Mal' }));
  await expect(page.getByRole('heading', { name: 'Hoy te sientes: Mal' })).toBeVisible();
  const words = page.getByRole('group', { name: '¿Qué palabra lo describe mejor? (opcional)' });
  await press(words.getByRole('button', { name: 'agotado/a' }));
  await expect(words.getByRole('button', { name: 'agotado/a' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await (await request.get('/api/diary', { headers: bearer(user) })).json()).data[0]?.finerFeeling).toBe('agotado');
  await expectAccessible(page, 'home-finer');
  await shot('finer-feelings-home');

  // Another word replaces it; the advice written for the feeling stays.
  await press(words.getByRole('button', { name: 'con ansiedad' }));
  await expect.poll(async () => (await (await request.get('/api/diary', { headers: bearer(user) })).json()).data[0]?.finerFeeling).toBe('con_ansiedad');
  await expect(page.getByText('Consejo del modelo de prueba', { exact: true })).toBeVisible();

  await press(page.getByRole('link', { name: 'Perfil' }));
  await expect(page.getByRole('region', { name: 'Con más detalle' }).locator('dd li')).toHaveText(['con ansiedad 1: 1 registro']);
});
