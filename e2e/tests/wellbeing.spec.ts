import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test } from '../fixtures.js';

// The WHO-5 wellbeing check (docs/product.md#companions-wellbeing-checks-and-organisations, decision 034): offered from home, answered on one screen,
// scored by the server, then seen in the trend.

const item = (page: Page, text: string | RegExp) => page.getByRole('group', { name: text });
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('from home, the offer → five answers → the score → the trend shows it', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Irene' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/');

  const offer = page.getByRole('region', { name: '¿Cómo has estado estas dos semanas?' });
  await expect(offer).toBeVisible();
  await offer.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'home-who5-offer');
  await shot('wellbeing-home-offer');
  await press(offer.getByRole('link', { name: 'Responder' }));

  await expect(page).toHaveURL(/\/wellbeing\/check$/);
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo has estado estas dos semanas?' })).toBeVisible();
  await expect(page.getByText('Durante las últimas dos semanas…')).toBeVisible();
  // Nothing is chosen for the person.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(30);
  await noSideScroll(page);
  await expectAccessible(page, 'who5-check');
  await shot('wellbeing-check');

  const answers: [string | RegExp, string][] = [
    ['1. Me he sentido alegre y de buen humor', 'Más de la mitad del tiempo'],
    [/2\. Me he sentido tranquilo\/a y relajado\/a/, 'Menos de la mitad del tiempo'],
    [/3\. Me he sentido activo\/a y enérgico\/a/, 'La mayor parte del tiempo'],
  ];
  for (const [question, answer] of answers) await press(item(page, question).getByText(answer, { exact: true }));
  // A question left out is named, and nothing is sent.
  await press(page.getByRole('button', { name: 'Ver mi resultado' }));
  await expect(page.getByRole('alert')).toHaveText('Te falta responder las preguntas 4 y 5.');
  await press(item(page, /4\. Me he despertado fresco\/a y descansado\/a/).getByText('De vez en cuando', { exact: true }));
  await press(item(page, '5. Mi vida cotidiana ha estado llena de cosas que me interesan').getByText('Más de la mitad del tiempo', { exact: true }));
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(5);
  await shot('wellbeing-check-answered');

  await press(page.getByRole('button', { name: 'Ver mi resultado' }));
  const result = page.getByRole('heading', { name: 'Tu resultado: 52 de 100' });
  await expect(result).toBeVisible();
  await expect(page.getByText(/Está por encima de 50: no apunta a un bienestar bajo\./)).toBeVisible();
  await expectAccessible(page, 'who5-result');
  await shot('wellbeing-result');

  await press(page.getByRole('link', { name: 'Ver tu evolución' }));
  await expect(page).toHaveURL(/\/wellbeing$/);
  await expect(page.getByRole('heading', { name: 'Último resultado: 52 de 100' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Evolución de tus resultados, de 0 a 100\. Un resultado: 52 de 100\./ })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table').getByRole('cell', { name: '52', exact: true })).toBeVisible();
  await expect(page.getByText(/Índice de Bienestar OMS-5 \(WHO-5\), versión oficial en español/)).toBeVisible();
  await noSideScroll(page);
  await expectAccessible(page, 'who5-trend');
  await shot('wellbeing-trend');

  // Answered: home no longer offers it.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Diario' })).toBeVisible();
  await expect(page.getByRole('region', { name: '¿Cómo has estado estas dos semanas?' })).toHaveCount(0);

  const stored = await request.get('/api/wellbeing/who5', { headers: { authorization: `Bearer ${user.tokens.access_token}` } });
  expect(await stored.json()).toEqual([expect.objectContaining({ answers: [3, 2, 4, 1, 3], rawScore: 13, percentScore: 52 })]);
});

test('"Ahora no" puts the offer off; a very low score shows the crisis lines; the profile leads to the trend', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Tomás' });
  const auth = { authorization: `Bearer ${user.tokens.access_token}` };
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/');
  const offer = page.getByRole('region', { name: '¿Cómo has estado estas dos semanas?' });
  await press(offer.getByRole('button', { name: 'Ahora no' }));
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Diario' })).toBeVisible();
  await expect(offer).toHaveCount(0);

  for (const answers of [
    [3, 3, 3, 3, 3],
    [1, 1, 2, 1, 1],
  ]) {
    expect((await request.post('/api/wellbeing/who5', { headers: auth, data: { answers } })).status()).toBe(201);
  }
  await page.goto('/profile');
  const card = page.getByRole('link', { name: /Tu bienestar/ });
  await expect(card).toContainText('Último resultado: 24 de 100');
  await press(card);
  await expect(page).toHaveURL(/\/wellbeing$/);
  await expect(page.getByRole('heading', { name: 'Último resultado: 24 de 100' })).toBeVisible();
  await expect(page.getByText(/Es una puntuación muy baja/)).toContainText('No es un diagnóstico.');
  const lines: Locator = page.getByRole('region', { name: /Si ahora mismo lo estás pasando muy mal/ });
  await expect(lines.getByRole('link', { name: /^Llamar al 024/ })).toHaveAttribute('href', 'tel:024');
  await expect(lines.getByRole('link', { name: /^Llamar al 112/ })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await noSideScroll(page);
  await expectAccessible(page, 'who5-trend-very-low');
  await shot('wellbeing-trend-very-low');
});

test('an admin places "Cuestionario de bienestar" in a route; a person answers it inside the content', async ({ page, request, shot, press, app }) => {
  const login = await request.post('/api/auth/login', { data: { email: app.admin.email, password: app.admin.password } });
  const adminAuth = { authorization: `Bearer ${(await login.json()).access_token}` };
  const routeResponse = await request.post('/api/routes', {
    headers: adminAuth,
    multipart: { title: `Ruta con cuestionario ${Date.now().toString(36)}`, description: 'Una ruta que empieza mirando cómo estás.', type: 'CUSTOM' },
  });
  expect(routeResponse.status(), await routeResponse.text()).toBe(201);
  const route = (await routeResponse.json()) as { id: string };
  const contentResponse = await request.post('/api/contents', {
    headers: adminAuth,
    multipart: { routeId: route.id, title: '¿Cómo has estado?', type: 'WELLBEING_CHECK', content: 'Antes de empezar, mira cómo has estado.', points: '10' },
  });
  expect(contentResponse.status(), await contentResponse.text()).toBe(201);
  const content = (await contentResponse.json()) as { id: string };

  const user = await registerUser(request, { firstName: 'Nerea' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto(`/route/${route.id}/content/${content.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo has estado?' })).toBeVisible();
  await expect(page.getByText('Cuestionario de bienestar', { exact: true })).toBeVisible();
  await expect(page.getByText('Antes de empezar, mira cómo has estado.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(30);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await noSideScroll(page);
  await expectAccessible(page, 'who5-content');
  await shot('wellbeing-content');

  for (const group of await page.getByRole('group').all()) await press(group.getByText('La mayor parte del tiempo', { exact: true }));
  await press(page.getByRole('button', { name: 'Ver mi resultado' }));
  await expect(page.getByRole('heading', { name: 'Tu resultado: 80 de 100' })).toBeVisible();
  await expectAccessible(page, 'who5-content-result');
  await shot('wellbeing-content-result');

  const stored = await request.get('/api/wellbeing/who5', { headers: { authorization: `Bearer ${user.tokens.access_token}` } });
  expect(await stored.json()).toEqual([expect.objectContaining({ answers: [4, 4, 4, 4, 4], rawScore: 20, percentScore: 80 })]);
});
