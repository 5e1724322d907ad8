import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test } from '../fixtures.js';

// The person lives in Chile: the screen proposes their browser's zone before the first save.
test.use({ timezoneId: 'America/Santiago' });

test('a person turns on a daily reminder in the profile and sees it saved', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Elena' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/profile');

  const section = page.getByRole('region', { name: 'Recordatorios' });
  await expect(section.getByLabel('Zona horaria')).toHaveValue('America/Santiago');
  await expect(section.getByRole('switch', { name: /Recordatorio diario/ })).not.toBeChecked();
  // No service worker here: the screen says so and offers email.
  await expect(section.getByText('Este navegador no puede mostrar avisos de Sendero todavía. Puedes recibir el recordatorio por correo.')).toBeVisible();
  await expect(section.getByRole('checkbox', { name: 'Aviso en este dispositivo' })).toBeDisabled();

  await press(section.getByRole('switch', { name: /Recordatorio diario/ }));
  await section.getByLabel('Hora', { exact: true }).fill('21:30');
  await expect(section.getByText('Tienes cambios sin guardar.')).toBeVisible();
  await press(section.getByRole('button', { name: 'Guardar recordatorio' }));
  await expect(section.getByRole('status')).toHaveText('Guardado. Te lo recordaremos cada día a las 21:30 (Chile · Santiago), por correo.');
  await expect(section.getByRole('button', { name: 'Guardar recordatorio' })).toBeDisabled();
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'profile-reminders');
  await shot('profile-reminders');

  const saved = await request.get('/api/reminders', { headers: { authorization: `Bearer ${user.tokens.access_token}` } });
  expect(await saved.json()).toMatchObject({ enabled: true, time: '21:30', timeZone: 'America/Santiago', channels: ['email'] });
});

test('a stop link that is not valid says so in plain Spanish, without signing in', async ({ page, shot }) => {
  await page.goto('/reminders/stop/un-enlace-que-no-existe');
  await expect(page.getByRole('heading', { name: 'Recordatorios por correo' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Este enlace para dejar de recibir recordatorios no es válido.');
  await expectAccessible(page, 'reminders-stop');
  await shot('reminders-stop');
});
