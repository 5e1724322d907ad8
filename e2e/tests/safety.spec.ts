import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { browserToday, expect, registerUser, storeSession, test } from '../fixtures.js';

test('a person in Mexico writes a veiled crisis sentence: Línea de la Vida to call with one tap, and the Ayuda sheet', async ({
  page,
  request,
  shot,
  press,
  app,
}) => {
  const user = await registerUser(request, { firstName: 'Ximena', country: 'MX' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/');
  await press(page.getByRole('link', { name: 'Registrar Día' }));
  await press(page.getByRole('button', { name: 'Comenzar' }));
  await press(page.getByText('Terrible', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  const text = 'Llevo semanas juntando las pastillas de mi madre en un cajón, por si acaso.';
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill(text);
  await press(page.getByRole('button', { name: 'Siguiente' }));

  const reply = page.getByRole('alert').filter({ hasText: 'Línea de la Vida' });
  await expect(reply).toBeVisible();
  await expect(reply.getByRole('link', { name: '800 911 2000', exact: true })).toHaveAttribute('href', 'tel:8009112000');
  await expect(reply.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
  await expect(reply).not.toContainText('024');
  await expect(page.getByText('Mensaje automático de Sendero. Al otro lado de estas líneas sí hay personas, preparadas para escucharte.')).toBeVisible();
  // The text never reached the model.
  expect(app.model.requests.some((sent) => sent.user.includes('pastillas'))).toBe(false);
  await expectAccessible(page, 'diary-crisis-mexico');
  await shot('diary-crisis-mexico');

  await press(reply.getByRole('button', { name: 'Abrir Ayuda' }));
  const sheet = page.getByRole('dialog', { name: 'Ayuda' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Líneas de México.')).toBeVisible();
  await expect(sheet.getByRole('link', { name: /^Llamar al 800 911 2000 Línea de la Vida \(CONASAMA\)/ })).toHaveAttribute('href', 'tel:8009112000');
  await expect(sheet.getByRole('heading', { name: 'Si estás en peligro inmediato' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: /^Llamar al 911 Emergencias/ })).toHaveAttribute('href', 'tel:911');
  await expect(sheet.getByRole('heading', { name: 'Respira un minuto' })).toBeVisible();
  await expectAccessible(page, 'help-sheet');
  await shot('help-sheet');
  await press(sheet.getByRole('button', { name: 'Cerrar la ayuda' }));
  await expect(sheet).toBeHidden();
});

/** Writes a diary entry, by default one the crisis screen flags, from the home screen to the Consejos step. */
async function writeCrisisEntry(
  page: Page,
  press: (target: Locator) => Promise<void>,
  text = 'ya no quiero vivir, esta noche me tomo todas las pastillas',
  feeling = 'Terrible',
) {
  await press(page.getByRole('link', { name: 'Hogar' }));
  await press(page.getByRole('link', { name: 'Registrar Día' }));
  await press(page.getByRole('button', { name: 'Comenzar' }));
  await press(page.getByText(feeling, { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill(text);
  await press(page.getByRole('button', { name: 'Siguiente' }));
}

test('a person who writes about helping a friend through a crisis gets advice and how to accompany them, not the crisis reply', async ({
  page,
  request,
  shot,
  press,
}) => {
  const user = await registerUser(request, { firstName: 'Inés' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/');
  await writeCrisisEntry(
    page,
    press,
    'Anoche mi amiga me dijo que quería hacerse daño. La acompañé a urgencias y ya está en tratamiento; yo estoy tranquila.',
    'Bien',
  );
  const note = page.getByRole('heading', { name: 'Comentario:' }).locator('..').locator('..');
  await expect(page.getByText('Cómo acompañar a alguien en crisis')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Hay personas que pueden ayudarte ahora mismo.' })).toHaveCount(0);
  await expect(note.getByRole('link', { name: '024', exact: true })).toHaveAttribute('href', 'tel:024');
  await expectAccessible(page, 'diary-supporter-note');
  await shot('diary-supporter-note');
});

test('a person who sets Paraguay in the profile gets Línea 155 to call with one tap, never 024', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Belén' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/');
  await press(page.getByRole('link', { name: 'Perfil' }));
  await page.getByLabel('País', { exact: true }).selectOption({ label: 'Paraguay' });
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  // Veiled: no word of death, a farewell letter and a reason that will not matter tomorrow.
  await writeCrisisEntry(page, press, 'ya le dejé una carta a mi mamá, desde mañana ya no se va a tener que preocupar por mí');

  const reply = page.getByRole('alert').filter({ hasText: 'Línea 155' });
  await expect(reply).toBeVisible();
  await expect(reply.getByRole('link', { name: '155', exact: true })).toHaveAttribute('href', 'tel:155');
  await expect(reply.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
  await expect(reply).not.toContainText('024');
  await shot('diary-crisis-paraguay');

  await press(reply.getByRole('button', { name: 'Abrir Ayuda' }));
  const sheet = page.getByRole('dialog', { name: 'Ayuda' });
  await expect(sheet.getByText('Líneas de Paraguay.')).toBeVisible();
  await expect(sheet.getByRole('link', { name: /^Llamar al 155 Línea 155 «Te escucha»/ })).toHaveAttribute('href', 'tel:155');
  await expect(sheet).not.toContainText('024');
});

test('a person in Guatemala, which has no crisis line we could verify, gets its emergency numbers and says so, never 024', async ({
  page,
  request,
  shot,
  press,
}) => {
  const user = await registerUser(request, { firstName: 'Rocío', country: 'GT' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/');
  await writeCrisisEntry(page, press);

  const notice =
    'No hemos podido verificar ninguna línea nacional de ayuda en crisis para tu país. Si estás en peligro, llama a estos números de emergencias o acude al centro de salud más cercano.';
  const reply = page.getByRole('alert').filter({ hasText: 'No hemos podido verificar' });
  await expect(reply).toBeVisible();
  await expect(reply).toContainText(notice);
  await expect(reply.getByRole('link', { name: '110', exact: true })).toHaveAttribute('href', 'tel:110');
  await expect(reply).not.toContainText('024');
  await expectAccessible(page, 'diary-crisis-guatemala');
  await shot('diary-crisis-guatemala');

  await press(reply.getByRole('button', { name: 'Abrir Ayuda' }));
  const sheet = page.getByRole('dialog', { name: 'Ayuda' });
  await expect(sheet.getByText('Líneas de Guatemala.')).toBeVisible();
  await expect(sheet.getByText(notice)).toBeVisible();
  await expect(sheet.getByRole('link', { name: /^Llamar al 110 Policía Nacional Civil/ })).toHaveAttribute('href', 'tel:110');
  await expect(sheet).not.toContainText('024');
  await expectAccessible(page, 'help-sheet-guatemala');
  await shot('help-sheet-guatemala');
});

test('the consent notice comes once; advice is labelled as AI; the new entry is on Calendario without a reload', async ({
  page,
  request,
  shot,
  press,
  app,
}) => {
  const user = await registerUser(request, { firstName: 'Bruno', aiAdvice: null });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/');
  // The calendar is visited first, so its month is in the cache before the entry exists.
  await press(page.getByRole('link', { name: 'Calendario' }));
  const today = browserToday();
  await expect(page.getByRole('button', { name: new RegExp(`^Hoy, .*\\b${today} de `) })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hoy, .*con registros/ })).toHaveCount(0);
  await press(page.getByRole('link', { name: 'Hogar' }));

  await press(page.getByRole('link', { name: 'Registrar Día' }));
  const notice = page.getByRole('region', { name: 'Antes de empezar: ¿quién escribe tus consejos?' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comenzar' })).toBeDisabled();
  await expectAccessible(page, 'diary-consent');
  await shot('diary-consent');
  await press(notice.getByRole('button', { name: 'Usar la IA' }));
  await expect(notice).toBeHidden();

  await press(page.getByRole('button', { name: 'Comenzar' }));
  await press(page.getByText('Bien', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  const text = 'Hoy fui a nadar y me sentó genial.';
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill(text);
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByText(/para un día «Bien»/)).toBeVisible();
  await expect(page.getByText('Respuesta automática generada por IA. No es una persona ni sustituye a un profesional.')).toBeVisible();
  expect(app.model.requests.some((sent) => sent.user.includes(text))).toBe(true);
  await shot('diary-tips-labelled');
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await press(page.getByRole('button', { name: 'Finalizar' }));

  // No reload anywhere: the day strip and the calendar already know about today's entry.
  await expect(page.locator('li[aria-current="date"]')).toContainText('con registros');
  await press(page.getByRole('link', { name: 'Calendario' }));
  const todayButton = page.getByRole('button', { name: /^Hoy, .*con registros/ });
  await expect(todayButton).toBeVisible();
  await press(todayButton);
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByText('Respuesta automática generada por IA. No es una persona ni sustituye a un profesional.')).toBeVisible();
  await expectAccessible(page, 'calendar-labelled');

  // Asked once: the next entry starts without the notice, and the profile shows the choice.
  await press(page.getByRole('link', { name: 'Hogar' }));
  await press(page.getByRole('link', { name: 'Registrar Día' }));
  await expect(page.getByRole('button', { name: 'Comenzar' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Antes de empezar: ¿quién escribe tus consejos?' })).toHaveCount(0);
  // The diary flow has no tab bar (decision 029): back out of it first.
  await press(page.getByRole('button', { name: 'Atrás' }));
  await press(page.getByRole('link', { name: 'Perfil' }));
  await expect(page.getByRole('radio', { name: /^Con IA/ })).toBeChecked();
  await press(page.getByText('Sin IA', { exact: true }));
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  const profile = await (await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${user.tokens.access_token}` } })).json();
  expect(profile).toMatchObject({ aiAdvice: false, country: 'ES' });
  await expectAccessible(page, 'profile-settings');
  await shot('profile-settings');
});

test('a person fills their safety plan and finds it in the Ayuda sheet after a reload', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Irene' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/');
  await press(page.getByRole('link', { name: 'Perfil' }));
  await press(page.getByRole('link', { name: /^Mi plan de seguridad/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'Mi plan de seguridad' })).toBeVisible();
  await expectAccessible(page, 'safety-plan-empty');

  const reasons = page.getByRole('region', { name: /Mis razones para vivir/ });
  await reasons.getByRole('textbox').fill('Mi perra Lola');
  await reasons.getByRole('textbox').press('Enter');
  await reasons.getByRole('textbox').fill('Volver a ver el mar');
  await press(reasons.getByRole('button', { name: 'Añadir' }));
  await expect(reasons.getByRole('button', { name: 'Quitar «Volver a ver el mar»' })).toBeVisible();
  const alone = page.getByRole('region', { name: /Lo que puedo hacer a solas/ });
  await alone.getByRole('textbox').fill('Ducharme con agua caliente');
  await alone.getByRole('textbox').press('Enter');
  const people = page.getByRole('region', { name: /Personas a las que puedo pedir ayuda/ });
  await people.getByLabel('Nombre').fill('Marta, mi hermana');
  await people.getByLabel('Teléfono').fill('600 111 222');
  await press(people.getByRole('button', { name: 'Añadir' }));
  await press(page.getByRole('button', { name: 'Guardar plan' }));
  await expect(page.getByText('Plan guardado.')).toBeVisible();
  await expectAccessible(page, 'safety-plan');
  await shot('safety-plan');

  await page.reload();
  await press(page.getByRole('button', { name: 'Ayuda', exact: true }));
  const sheet = page.getByRole('dialog', { name: 'Ayuda' });
  await expect(sheet.getByText('Mi perra Lola')).toBeVisible();
  await expect(sheet.getByText('Ducharme con agua caliente')).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Llamar a Marta, mi hermana' })).toHaveAttribute('href', 'tel:600111222');
  await expect(sheet.getByRole('link', { name: /^Llamar al 024 Línea 024 de atención a la conducta suicida/ })).toHaveAttribute('href', 'tel:024');
  await shot('help-sheet-with-plan');
  const stored = await (await request.get('/api/safety-plan', { headers: { authorization: `Bearer ${user.tokens.access_token}` } })).json();
  expect(stored).toMatchObject({
    reasonsToLive: ['Mi perra Lola', 'Volver a ver el mar'],
    supportPeople: [{ name: 'Marta, mi hermana', phone: '600 111 222' }],
  });
});

test("anyone can read how the crisis net works at /seguridad, with every country's lines", async ({ page, shot }) => {
  await page.goto('/seguridad');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Llamar al 024/ }).first()).toHaveAttribute('href', 'tel:024');
  await expect(page.getByRole('link', { name: /Llamar al 113, opción 5/ }).first()).toHaveAttribute('href', 'tel:113');
  await expect(page.getByRole('link', { name: /^Mensaje de texto: Envía HOLA al 741741/ }).first()).toHaveAttribute('href', 'sms:741741?&body=HOLA');
  await expect(page.getByText('0800 345 1435')).toHaveCount(0);
  await expectAccessible(page, 'safety-info');
  await shot('safety-info');
});

test('the admin sees crisis replies per month, counts only', async ({ page, request, press, app, shot }) => {
  const writer = await registerUser(request, { firstName: 'Dani' });
  await request.post('/api/diary/entry', {
    headers: { authorization: `Bearer ${writer.tokens.access_token}` },
    data: { feeling: 'TERRIBLE', description: 'Ya no quiero seguir viviendo.', audioUrl: '' },
  });
  const login = await request.post('/api/auth/login', { data: app.admin });
  const tokens = await login.json();
  await storeSession(page, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  await page.goto('/admin');
  const card = page.getByRole('heading', { name: 'Seguridad' }).locator('xpath=ancestor::div[contains(@class,"rounded-3xl")][1]');
  await expect(card.getByRole('table', { name: /Respuestas de crisis por mes/ })).toBeVisible();
  await expect(card.getByRole('row')).toHaveCount(13);
  const month = new Intl.DateTimeFormat('es-ES', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date());
  const row = card.getByRole('row', { name: new RegExp(`^${month}`) });
  await expect(row.getByRole('cell').first()).not.toHaveText('0');
  await expect(card).not.toContainText('Dani');
  await expectAccessible(page, 'admin-dashboard-safety');
  await shot('admin-dashboard-safety');
  await press(card.getByRole('link', { name: 'Cómo funciona' }));
  await expect(page).toHaveURL(/\/seguridad$/);
});
