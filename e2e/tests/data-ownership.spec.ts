import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test, type RegisteredUser } from '../fixtures.js';
import { unzip as unzipBytes } from '../../apps/server/src/test/zip.js';

const bearer = (user: RegisteredUser) => ({ authorization: `Bearer ${user.tokens.access_token}` });

async function addEntry(request: APIRequestContext, user: RegisteredUser, feeling: string, description: string) {
  const response = await request.post('/api/diary/entry', { headers: bearer(user), data: { feeling, description, audioUrl: '' } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The entries of a zip file, as text (the server tests' reader, shared). */
async function unzip(file: string): Promise<Map<string, string>> {
  const entries = await unzipBytes(fs.readFileSync(file));
  return new Map([...entries].map(([name, bytes]) => [name, bytes.toString('utf8')]));
}

test('a person edits an entry and deletes another from the list; the list and the statistics follow at once', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Nora' });
  await addEntry(request, user, 'BAD', 'Discutí con mi hermano por una tontería.');
  await addEntry(request, user, 'NEUTRAL', 'Una entrada que sobra.');
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Actividad' }).getByText('Registros').locator('xpath=following-sibling::*[1]')).toHaveText('2');

  await page.goto('/records');
  await press(page.getByRole('tab', { name: 'Todos los Registros' }));
  const edited = page.getByRole('article').filter({ hasText: 'Discutí con mi hermano' });
  await press(edited.getByRole('button', { name: /^Editar la entrada/ }));
  await press(page.getByRole('group', { name: '¿Cómo te sentías?' }).getByText('Bien'));
  await page.getByLabel('¿Qué pasó?').fill('Discutí con mi hermano, pero luego hicimos las paces.');
  await expectAccessible(page, 'record-edit');
  await shot('record-edit');
  await press(page.getByRole('button', { name: 'Guardar cambios' }));
  await expect(page.getByText('Entrada actualizada')).toBeVisible();
  await expect(page.getByText('Discutí con mi hermano, pero luego hicimos las paces.')).toBeVisible();

  const extra = page.getByRole('article').filter({ hasText: 'Una entrada que sobra.' });
  await press(extra.getByRole('button', { name: /^Eliminar la entrada/ }));
  await expect(page.getByRole('alertdialog', { name: '¿Eliminar esta entrada?' })).toBeVisible();
  await expectAccessible(page, 'record-delete-confirm');
  await shot('record-delete-confirm');
  await press(page.getByRole('button', { name: 'Sí, eliminar' }));
  await expect(page.getByText('Entrada eliminada')).toBeVisible();
  await expect(page.getByText('Una entrada que sobra.')).toHaveCount(0);

  // The profile's statistics without a reload: the tab bar keeps the app loaded.
  await press(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Perfil' }));
  await expect(page.getByRole('region', { name: 'Actividad' }).getByText('Registros').locator('xpath=following-sibling::*[1]')).toHaveText('1');
  const stored = await (await request.get('/api/diary', { headers: bearer(user) })).json();
  expect(stored.data).toEqual([expect.objectContaining({ feeling: 'GOOD', description: 'Discutí con mi hermano, pero luego hicimos las paces.' })]);
});

test('a person downloads their data, reads it, and brings it into a new account', async ({ page, request, shot, press }, testInfo) => {
  const owner = await registerUser(request, { firstName: 'Marta' });
  await addEntry(request, owner, 'GREAT', 'Fui al mar con mi abuela, "como antes".');
  await addEntry(request, owner, 'BAD', 'Un día largo, con prisas, y sin ganas.');
  await request.put('/api/safety-plan', { headers: bearer(owner), data: { reasonsToLive: ['Mi abuela Carmen'] } });
  await storeSession(page, { accessToken: owner.tokens.access_token, refreshToken: owner.tokens.refresh_token });

  await page.goto('/profile');
  const myData = page.getByRole('heading', { name: 'Mis datos' });
  await myData.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'profile-my-data');
  await shot('profile-my-data');
  const downloading = page.waitForEvent('download');
  await press(page.getByRole('button', { name: 'Descargar mis datos' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sendero-mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = testInfo.outputPath('export.zip');
  await download.saveAs(file);

  const entries = await unzip(file);
  const exported = JSON.parse(entries.get('sendero-export.json')!);
  expect(exported.version).toBe(1);
  expect(exported.profile.email).toBe(owner.email);
  expect(exported.diaryRecords.map((record: { description: string }) => record.description)).toEqual([
    'Fui al mar con mi abuela, "como antes".',
    'Un día largo, con prisas, y sin ganas.',
  ]);
  expect(exported.safetyPlan.reasonsToLive).toEqual(['Mi abuela Carmen']);
  const csv = entries.get('diary.csv')!;
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('"Fui al mar con mi abuela, ""como antes""."');

  // A new account on the same server takes it in.
  const newcomer = await registerUser(request, { firstName: 'Marta' });
  await page.evaluate(() => localStorage.clear());
  await storeSession(page, { accessToken: newcomer.tokens.access_token, refreshToken: newcomer.tokens.refresh_token });
  await page.goto('/profile');
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('Importación terminada')).toBeVisible();
  await expect(page.getByText('Se añadieron 2 entradas a tu diario.')).toBeVisible();
  await expect(page.getByText('Se recuperó tu plan de seguridad.')).toBeVisible();
  await expectAccessible(page, 'profile-import-summary');
  await shot('profile-import-summary');
  // Twice adds nothing.
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('No se añadió ninguna entrada nueva.')).toBeVisible();

  await press(
    page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: /Calendario|Diario/ })
      .first(),
  );
  await page.goto('/records');
  await press(page.getByRole('tab', { name: 'Todos los Registros' }));
  await expect(page.getByText('Fui al mar con mi abuela, "como antes".')).toBeVisible();
});

test('a Daylio export made in Spanish imports after the person maps its moods; nothing is stored before', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Inés' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  const csv = [
    'full_date,date,weekday,time,mood,activities,note_title,note',
    '16 de octubre de 2024,16 de octubre,miércoles,9:03,mal,trabajo | siesta,,Reunión larga',
    '2024-10-15,15 de octubre,martes,21:40,genial,amigos,,Cena con Marta',
    '2024-10-14,14 de octubre,lunes,8:00,como siempre,,,',
    '2024-10-13,13 de octubre,domingo,12:15,cansada,,,Sin fuerzas',
    '2024-10-12,12 de octubre,sábado,23:59,mal,,,Otra vez',
  ].join('\n');

  await page.goto('/profile');
  await page.locator('input[type="file"]').setInputFiles({ name: 'daylio_export_2024.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const mapping = page.getByRole('form', { name: '¿Qué sentimiento es cada estado de ánimo?' });
  await expect(mapping.getByRole('heading', { name: '¿Qué sentimiento es cada estado de ánimo?' })).toBeFocused();
  await expect(mapping.getByLabel('«mal» (2 entradas)')).toHaveValue('BAD');
  await expect(mapping.getByLabel('«genial» (1 entrada)')).toHaveValue('GREAT');
  await expect(mapping.getByLabel('«como siempre» (1 entrada)')).toHaveValue('NEUTRAL');
  await expect(mapping.getByLabel('«cansada» (1 entrada)')).toHaveValue('');
  expect((await (await request.get('/api/diary', { headers: bearer(user) })).json()).data).toEqual([]);
  await expectAccessible(page, 'profile-daylio-mapping');
  await shot('profile-daylio-mapping');

  // A mood of her own waits for her choice.
  await press(mapping.getByRole('button', { name: 'Importar 5 entradas' }));
  await expect(mapping.getByText('Elige un sentimiento.')).toBeVisible();
  await expect(mapping.getByLabel('«cansada» (1 entrada)')).toBeFocused();
  await expectAccessible(page, 'profile-daylio-mapping-missing');
  await shot('profile-daylio-mapping-missing');
  expect((await (await request.get('/api/diary', { headers: bearer(user) })).json()).data).toEqual([]);
  await mapping.getByLabel('«cansada» (1 entrada)').selectOption('TERRIBLE');
  await press(mapping.getByRole('button', { name: 'Importar 5 entradas' }));
  await expect(page.getByText('Importación terminada')).toBeVisible();
  await expect(page.getByText('Se añadieron 5 entradas a tu diario.')).toBeVisible();
  await expect(mapping).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Importar', exact: true })).toBeFocused();
  await expectAccessible(page, 'profile-daylio-imported');
  await shot('profile-daylio-imported');

  const stored = (await (await request.get('/api/diary', { headers: bearer(user) })).json()).data as { feeling: string; description: string; tags: string[] }[];
  expect(stored.map((record) => [record.feeling, record.description, record.tags])).toEqual([
    ['BAD', 'Reunión larga', ['trabajo', 'siesta']],
    ['GREAT', 'Cena con Marta', ['amistades']],
    ['NEUTRAL', 'Entrada importada de Daylio, sin nota.', []],
    ['TERRIBLE', 'Sin fuerzas', ['cansada']],
    ['BAD', 'Otra vez', []],
  ]);
  // In the list without a reload.
  await press(
    page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: /Calendario|Diario/ })
      .first(),
  );
  await press(page.getByRole('tab', { name: 'Todos los Registros' }));
  await expect(page.getByText('Cena con Marta')).toBeVisible();
});

test('a person erases their account: told what goes, asked for the password, and cannot sign in afterwards', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Julia' });
  await addEntry(request, user, 'NEUTRAL', 'Algo que no quiero dejar aquí.');
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  await page.goto('/profile');
  await press(page.getByRole('button', { name: 'Eliminar mi cuenta' }));
  await expect(page.getByText('todas las entradas de tu diario, con sus comentarios y grabaciones;')).toBeVisible();
  await page.getByLabel('Tu contraseña').fill('no-es-la-mía');
  await press(page.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
  await expect(page.getByText('La contraseña no es correcta. Tu cuenta sigue intacta.')).toBeVisible();
  await expectAccessible(page, 'account-delete');
  await shot('account-delete');
  await page.getByLabel('Tu contraseña').fill(user.password);
  await press(page.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('Tu cuenta y todos tus datos se han eliminado.', { exact: false })).toBeVisible();
  await press(page.getByRole('link', { name: 'Iniciar Sesión', exact: true }));

  await page.getByLabel('Correo', { exact: true }).fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await press(page.getByRole('button', { name: 'Iniciar sesión' }));
  await expect(page.getByText('Credenciales incorrectas.')).toBeVisible();
  expect((await request.get('/api/diary', { headers: bearer(user) })).status()).toBe(401);
});

test('the privacy page is public and plain', async ({ page, shot }) => {
  await page.goto('/privacidad');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu privacidad en Sendero' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adónde va lo que escribes en el diario' })).toBeVisible();
  await expectAccessible(page, 'privacy');
  await shot('privacy');
});

test('no screen makes the browser contact another origin', async ({ page, request, app }) => {
  const foreign: string[] = [];
  page.on('request', (sent) => {
    const url = sent.url();
    if (!url.startsWith(`${app.baseURL}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  for (const path of ['/welcome', '/login', '/register', '/forgot-password', '/seguridad', '/privacidad']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const user = await registerUser(request, { firstName: 'Vera' });
  await addEntry(request, user, 'GOOD', 'Un paseo por el parque.');
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token }, app.baseURL);
  const routes = (await (await request.get('/api/routes', { headers: bearer(user) })).json()) as { id: string }[];
  const contents = (await (await request.get(`/api/contents?routeId=${routes[0]!.id}`, { headers: bearer(user) })).json()) as { id: string }[];
  const screens = [
    '/',
    '/route',
    `/route/${routes[0]!.id}`,
    ...contents.map((content) => `/route/${routes[0]!.id}/content/${content.id}`),
    '/calendar',
    '/records',
    '/profile',
    '/change-password',
    '/safety-plan',
    '/records/daily-intro',
    '/records/daily-emotion',
    '/records/daily-reason',
  ];
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const login = await (await request.post('/api/auth/login', { data: { email: app.admin.email, password: app.admin.password } })).json();
  await storeSession(page, { accessToken: login.access_token, refreshToken: login.refresh_token }, app.baseURL);
  for (const path of ['/admin', '/admin/routes', '/admin/content', '/admin/users']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
