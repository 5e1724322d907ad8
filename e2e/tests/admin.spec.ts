import type { Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test } from '../fixtures.js';

/** The side menu: on phones it sits in a drawer behind 'Abrir menú'. */
async function openAdminMenu(page: Page, hasTouch: boolean) {
  if (hasTouch) await page.getByRole('button', { name: 'Abrir menú' }).tap();
  const menu = page.getByRole('navigation', { name: 'Menú de administración' });
  await expect(menu).toBeVisible();
  return menu;
}

test('the admin signs in to the back-office and sees the registered users', async ({ page, request, app, shot, press, url, hasTouch }) => {
  const someone = await registerUser(request, { firstName: 'Marta', lastName: 'Usuaria' });

  await page.goto('/login');
  await page.getByLabel('Correo', { exact: true }).fill(app.admin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(app.admin.password);
  await press(page.getByRole('button', { name: 'Iniciar sesión' }));

  // An ADMIN lands on the admin root.
  await expect(page).toHaveURL(url('/admin'));
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('link');
  await expect(cards.filter({ hasText: /^Rutas/ })).toHaveAttribute('href', '/admin/routes');
  await expect(cards.filter({ hasText: /^Usuarios/ })).toHaveAttribute('href', '/admin/users');
  // The signed-in tab bar belongs to the user area, not here.
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  await expectAccessible(page, 'admin dashboard');
  await shot('admin-dashboard');

  const menu = await openAdminMenu(page, hasTouch);
  await expect(menu.getByRole('link')).toHaveText(['Inicio', 'Rutas', 'Usuarios', 'Grupos', 'Preguntas del diario']);
  await expect(menu.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'admin menu');
  await shot('admin-menu');

  await press(menu.getByRole('link', { name: 'Usuarios' }));
  await expect(page).toHaveURL(url('/admin/users'));
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Usuarios registrados' });
  // On a phone the email moves under the name, so the table fits the screen.
  const headers = hasTouch ? ['Nombre', 'Rol', 'Puntos'] : ['Nombre', 'Correo', 'Rol', 'Puntos'];
  await expect(table.getByRole('columnheader').filter({ visible: true })).toHaveText(headers);
  const row = table.getByRole('row').filter({ hasText: someone.email });
  await expect(row.getByRole('link', { name: `${someone.firstName} ${someone.lastName}` })).toBeVisible();
  await expect(row.getByText(someone.email).filter({ visible: true })).toHaveCount(1);
  await expect(row.getByRole('cell').filter({ visible: true }).last()).toHaveText('0');
  await expect(row).toContainText('Usuario');
  const adminRow = table.getByRole('row').filter({ hasText: app.admin.email });
  await expect(adminRow).toContainText('Administrador');
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page, 'admin users');
  await shot('admin-users');
});

test('a signed-in non-admin who opens /admin never sees the back-office', async ({ page, request, url }) => {
  const someone = await registerUser(request);
  await storeSession(page, { accessToken: someone.tokens.access_token, refreshToken: someone.tokens.refresh_token });

  const adminCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/auth/users') adminCalls.push(req.url());
  });
  await page.goto('/admin');
  // docs/product.md#api-rules: a non-admin is sent to the welcome route, which sends anyone with a session home.
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${someone.firstName}`);
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toHaveCount(0);
  await expect(page.getByText('Administración')).toHaveCount(0);
  expect(adminCalls).toEqual([]);

  // The server refuses the admin API to this user as well.
  const users = await request.get('/api/auth/users', { headers: { Authorization: `Bearer ${someone.tokens.access_token}` } });
  expect(users.status()).toBe(403);
});

test('/admin without a session goes to the welcome screen', async ({ page, url }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(url('/welcome'));
  await expect(page.getByRole('link', { name: 'Iniciar Sesión', exact: true })).toBeVisible();
});

test('an unknown path goes to the welcome screen (and home with a session)', async ({ page, request, url }) => {
  await page.goto('/no-existe');
  await expect(page).toHaveURL(url('/welcome'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toma el control de tu salud mental y emocional');

  const someone = await registerUser(request);
  await storeSession(page, { accessToken: someone.tokens.access_token, refreshToken: someone.tokens.refresh_token });
  await page.goto('/no-existe/tampoco');
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${someone.firstName}`);
});
