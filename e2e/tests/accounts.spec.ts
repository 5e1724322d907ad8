import type { Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { expect, readStoredTokens, strongPassword, test, uniqueEmail } from '../fixtures.js';

const tabs = ['Hogar', 'Rutas', 'Calendario', 'Perfil'] as const;

/** The bottom tab bar with its four tabs, exactly one of them marked as the current page. */
async function expectTabBar(page: Page, active: (typeof tabs)[number]) {
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText([...tabs]);
  for (const tab of tabs) {
    const link = nav.getByRole('link', { name: tab, exact: true });
    if (tab === active) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notificaciones/ }).getByText(text, { exact: true });
}

test('a person registers, signs in, changes and recovers the password', async ({ page, app, mailbox, shot, press, url }) => {
  const person = { firstName: 'Ana', lastName: `Sendero${Date.now() % 100_000}`, email: uniqueEmail('cuenta'), password: strongPassword() };
  const changedPassword = strongPassword();
  const resetPassword = strongPassword();

  // Welcome.
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toma el control de tu salud mental y emocional');
  await expect(page.getByRole('link', { name: 'Iniciar Sesión', exact: true })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot-password');
  await expectAccessible(page, 'welcome');
  await shot('welcome');

  // Register.
  await press(page.getByRole('link', { name: 'Registrarme', exact: true }));
  await expect(page).toHaveURL(url('/register'));
  await expect(page.getByRole('heading', { level: 1, name: 'Registrarme' })).toBeVisible();
  await expectAccessible(page, 'register');
  await shot('register');
  await page.getByLabel('Nombre', { exact: true }).fill(person.firstName);
  await page.getByLabel('Apellido', { exact: true }).fill(person.lastName);
  await page.getByLabel('Correo', { exact: true }).fill(person.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await press(page.getByRole('button', { name: 'Registrarme' }));
  await expect(toast(page, 'Registro exitoso.')).toBeVisible();
  await expect(page).toHaveURL(url('/login'));
  // Registering does not sign in.
  expect((await readStoredTokens(page)).accessToken).toBeNull();
  // /register was replaced in the history by /login: Back returns to the welcome screen.
  await page.goBack();
  await expect(page).toHaveURL(url('/welcome'));
  await page.goForward();
  await expect(page).toHaveURL(url('/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido' })).toBeVisible();
  await expectAccessible(page, 'login');
  await shot('login');

  // Sign in.
  await page.getByLabel('Correo', { exact: true }).fill(person.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await press(page.getByRole('button', { name: 'Iniciar sesión' }));
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${person.firstName}`);
  await expectTabBar(page, 'Hogar');
  await expect(page.getByRole('heading', { name: 'Diario' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tus Rutas' })).toBeVisible();
  await expectAccessible(page, 'home');
  await shot('home');

  // Profile.
  await press(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }));
  await expect(page).toHaveURL(url('/profile'));
  await expect(page.getByText(`${person.firstName} ${person.lastName}`, { exact: true })).toBeVisible();
  await expectTabBar(page, 'Perfil');
  await expectAccessible(page, 'profile');
  await shot('profile');

  // Change password: a mismatch is caught before any call.
  await press(page.getByRole('button', { name: 'Opciones de perfil' }));
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await press(page.getByRole('menuitem', { name: 'Cambiar contraseña' }));
  await expect(page).toHaveURL(url('/change-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
  await expectAccessible(page, 'change-password');
  await shot('change-password');

  const changeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/reset-password') changeCalls.push(request.url());
  });
  await page.getByLabel('Contraseña actual', { exact: true }).fill(person.password);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(changedPassword);
  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(`${changedPassword}x`);
  await press(page.getByRole('button', { name: 'Actualizar contraseña' }));
  await expect(page.getByText('Las contraseñas no coinciden.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(url('/change-password'));
  expect(changeCalls).toEqual([]);
  await shot('change-password-mismatch');

  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(changedPassword);
  const changed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/reset-password');
  await press(page.getByRole('button', { name: 'Actualizar contraseña' }));
  expect((await changed).status()).toBe(200);
  await expect(toast(page, 'Contraseña actualizada con éxito.')).toBeVisible();
  await expect(page).toHaveURL(url('/profile'));
  await expect(page.getByText(`${person.firstName} ${person.lastName}`, { exact: true })).toBeVisible();
  expect(changeCalls).toHaveLength(1);

  // Sign out: back to the login screen, tokens gone here and revoked on the server.
  await press(page.getByRole('button', { name: 'Opciones de perfil' }));
  const logoutCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/logout');
  await press(page.getByRole('menuitem', { name: 'Cerrar sesión' }));
  await expect(page).toHaveURL(url('/login'));
  await logoutCall;
  expect(await readStoredTokens(page)).toEqual({ accessToken: null, authToken: null, refreshToken: null });

  // Forgot password, from the welcome screen.
  await press(page.getByRole('link', { name: 'Volver al inicio' }));
  await expect(page).toHaveURL(url('/welcome'));
  await press(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
  await expect(page).toHaveURL(url('/forgot-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await expect(page.getByText(/enlace/).first()).toBeVisible();
  await expectAccessible(page, 'forgot-password');
  await shot('forgot-password');
  await page.getByLabel('Correo', { exact: true }).fill(person.email);
  await press(page.getByRole('button', { name: 'Enviar enlace' }));
  await expect(toast(page, 'Te hemos enviado un enlace para recuperar tu contraseña.')).toBeVisible();
  // On success the app goes to /, which without a session is the welcome screen.
  await expect(page).toHaveURL(url('/welcome'));

  // The email, through real SMTP.
  const email = await mailbox.next(person.email);
  expect(email.subject).toBe('Restablece tu contraseña de Sendero');
  const link = /(\S+\/forgot-password\/[A-Za-z0-9_\-.~%]+)/.exec(email.text)?.[1];
  expect(link, `no reset link in the email:\n${email.text}`).toBeTruthy();
  expect(link!.startsWith(`${app.publicUrl}/forgot-password/`)).toBe(true);

  // Reset.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
  const newField = page.getByLabel('Nueva contraseña', { exact: true });
  const confirmField = page.getByLabel('Confirmar contraseña', { exact: true });
  // Both shown as plain text (docs/product.md#screens).
  await expect(newField).toHaveAttribute('type', 'text');
  await expect(confirmField).toHaveAttribute('type', 'text');
  await expectAccessible(page, 'reset-password');
  await shot('reset-password');

  await newField.fill('abc12');
  await confirmField.fill('abc12');
  await press(page.getByRole('button', { name: 'Cambiar contraseña' }));
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres.', { exact: true })).toBeVisible();
  await newField.fill(resetPassword);
  await confirmField.fill(`${resetPassword}x`);
  await press(page.getByRole('button', { name: 'Cambiar contraseña' }));
  await expect(page.getByText('Las contraseñas no coinciden.', { exact: true })).toBeVisible();

  // While the call is in flight the button reads 'Enviando...'.
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/reset-password/*', async (route) => {
    await gate;
    await route.continue();
  });
  await confirmField.fill(resetPassword);
  await press(page.getByRole('button', { name: 'Cambiar contraseña' }));
  await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  release();
  await expect(toast(page, 'Tu contraseña ha sido restablecida.')).toBeVisible();
  await expect(page).toHaveURL(url('/login'));
  await page.unroute('**/api/auth/reset-password/*');

  // The link works once only.
  await page.goto(link!);
  const again = strongPassword();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(again);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(again);
  await press(page.getByRole('button', { name: 'Cambiar contraseña' }));
  await expect(toast(page, 'El token es inválido o ha expirado.')).toBeVisible();
  await expect(page).toHaveURL(link!);

  // The password before the reset no longer works; the new one does.
  await page.goto('/login');
  await page.getByLabel('Correo', { exact: true }).fill(person.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(changedPassword);
  await press(page.getByRole('button', { name: 'Iniciar sesión' }));
  await expect(toast(page, 'Credenciales incorrectas.')).toBeVisible();
  await expect(page).toHaveURL(url('/login'));
  await shot('login-failed');

  await page.getByLabel('Contraseña', { exact: true }).fill(resetPassword);
  await press(page.getByRole('button', { name: 'Iniciar sesión' }));
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${person.firstName}`);
  await expectTabBar(page, 'Hogar');
});
