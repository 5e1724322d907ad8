import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test } from '../fixtures.js';

test('an entry with tags shows them on its card, and «Estadísticas» shows the insights with their words', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Marta' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });

  await page.goto('/');
  await press(page.getByRole('link', { name: 'Registrar Día' }));
  await press(page.getByRole('button', { name: 'Comenzar' }));
  await press(page.getByText('Bien', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));

  await expect(page.getByRole('heading', { level: 1, name: '¿Qué pasó?' })).toBeVisible();
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill('Subí al monte con mi hermana.');
  // "¿Qué has hecho hoy?" is optional; here two fixed tags and one of her own.
  await press(page.getByRole('button', { name: 'Ejercicio' }));
  await press(page.getByRole('button', { name: 'Familia' }));
  await page.getByRole('textbox', { name: 'Añade algo tuyo' }).fill('Montaña');
  await press(page.getByRole('button', { name: 'Añadir actividad' }));
  await expect(page.getByRole('button', { name: 'Ejercicio' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Quitar «Montaña»' })).toBeVisible();
  await expectAccessible(page, 'diary-reason-tags');
  await shot('insights-diary-tags');
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await press(page.getByRole('button', { name: 'Finalizar' }));

  // The card in the calendar's list of records, reached through the app (no reload).
  await press(page.getByRole('link', { name: 'Calendario' }));
  await press(page.getByRole('tab', { name: 'Todos los Registros' }));
  const tags = page.getByRole('list', { name: 'Lo que hiciste' }).first();
  await expect(tags.getByRole('listitem')).toHaveText(['Familia', 'Ejercicio', 'Montaña']);
  await expectAccessible(page, 'records-with-tags');

  await press(page.getByRole('link', { name: 'Perfil' }));
  await expect(page.getByRole('heading', { name: 'Actividad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo te has sentido', exact: true })).toBeVisible();
  await expect(page.getByText('Llevas 1 día escribiendo')).toBeVisible();
  const overTime = page.getByRole('region', { name: 'Cómo te has sentido con el tiempo' });
  await expect(overTime.getByTestId('feelings-over-time-chart').locator('canvas')).toBeVisible();
  await expect(overTime.getByRole('table', { name: /por semana/ })).toContainText('4');
  await expect(page.getByText(/En los últimos 365 días escribiste 1 día: Bien, 1 día\./)).toBeVisible();
  await expect(page.getByRole('img', { name: /: media 4 de 5 \(1 día\)$/ })).toBeVisible();
  await expect(page.getByText('Son coincidencias en tus registros, no causas ni diagnósticos.')).toBeVisible();
  // Nothing (the hidden table's caption, the pixels) may widen the page beyond the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page, 'profile-insights');
  await shot('insights-profile');
});
