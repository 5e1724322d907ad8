import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, strongPassword, test, type AppServer, type TokenPair } from '../fixtures.js';

// Real files: the demo media the server seeds (an MP3 read by espeak-ng, H.264 video, WebP images).
const media = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/db/seed/media');
const files = {
  cover: path.join(media, 'cover-respiracion-y-calma.webp'),
  audio: path.join(media, 'anclaje-5-4-3-2-1.mp3'),
  video: path.join(media, 'emociones-como-olas.mp4'),
  image: path.join(media, 'rueda-de-las-emociones.webp'),
};
// A small WebVTT file for the video's captions, and a file that only pretends to be one.
const captionsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-captions-'));
const captionsFile = path.join(captionsDir, 'olas.vtt');
fs.writeFileSync(captionsFile, 'WEBVTT\n\n00:00.000 --> 00:05.000\nLas emociones suben como olas.\n\n00:05.000 --> 00:10.000\nY vuelven a bajar.\n');
const imageAlt = 'Rueda de las emociones: seis emociones básicas en el centro y palabras más precisas hacia fuera.';
const coverAlt = 'Un sol amarillo rodeado de círculos, sobre un mar tranquilo de noche.';

type Content = {
  id: string;
  title: string;
  type: string;
  order: number;
  duration: number;
  file: { url: string; alt?: string | null } | null;
  captionsUrl?: string | null;
  subtitles: unknown;
  quizData: string | null;
};
type Route = { id: string; title: string; order: number; description: string; coverImage: { url: string; alt?: string | null } | null };

// One story, told in order: the admin authors, reorders and edits; a person completes; the admin follows.
test.describe.configure({ mode: 'serial' });

let adminTokens: TokenPair | undefined;
const routeTitle = `Ruta de prueba ${Date.now().toString(36)}`;
const titles = { reading: 'Lectura: respirar', audio: 'Audio: anclaje', video: 'Video: olas', image: 'Imagen: rueda', quiz: 'Cuestionario final' };

async function signInAdmin(page: Page, request: APIRequestContext, app: AppServer) {
  if (!adminTokens) {
    const response = await request.post('/api/auth/login', { data: { email: app.admin.email, password: app.admin.password } });
    expect(response.status()).toBe(200);
    adminTokens = (await response.json()) as TokenPair;
  }
  await storeSession(page, { accessToken: adminTokens.access_token, refreshToken: adminTokens.refresh_token });
}

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${adminTokens!.access_token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function ourRoute(request: APIRequestContext): Promise<Route> {
  const routes = await api<Route[]>(request, '/api/routes');
  const route = routes.find((candidate) => candidate.title.startsWith(routeTitle));
  expect(route).toBeTruthy();
  return route!;
}

const contentsOf = (request: APIRequestContext, routeId: string) => api<Content[]>(request, `/api/contents?routeId=${routeId}`);

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
}

/** Picks up the focused handle with Space, moves it with the arrow key, drops it with Space. */
async function keyboardMove(page: Page, key: 'ArrowUp' | 'ArrowDown', steps: number) {
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
}

/** Drags with the mouse from one handle to another, in small steps as a hand would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + ((end.y - start.y - 8) * step) / 12);
  }
  await page.mouse.up();
  // Let the drop animation end before the next gesture.
  await page.waitForTimeout(400);
}

test('an admin creates a route with a cover and adds one content of each type with real files', async ({ page, request, app, press, shot }) => {
  test.setTimeout(120_000);
  await signInAdmin(page, request, app);
  await page.goto('/admin/routes');
  await expect(page.getByRole('heading', { level: 1, name: 'Rutas' })).toBeVisible();
  await expectAccessible(page, 'admin routes');
  await shot('admin-routes');
  await press(page.getByRole('link', { name: 'Crear Ruta' }).first());

  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(routeTitle);
  await page.getByLabel('Tipo', { exact: true }).selectOption('CUSTOM');
  await page.getByLabel('Descripción').fill('Una ruta creada por la prueba de extremo a extremo.');
  await page.getByLabel('Imagen de portada (opcional)').setInputFiles(files.cover);
  await expect(page.getByRole('img', { name: 'Vista previa: cover-respiracion-y-calma.webp' })).toBeVisible();
  await page.getByLabel('Texto alternativo de la portada (opcional)').fill(coverAlt);
  await expectAccessible(page, 'route form');
  await shot('admin-route-form');
  await press(page.getByRole('button', { name: 'Guardar', exact: true }));
  await toast(page, 'Ruta creada correctamente');
  await expect(page).toHaveURL(/\/admin\/routes$/);

  const route = await ourRoute(request);
  expect(route.coverImage?.url).toMatch(/^\/files\/[0-9a-f]{24}\.webp$/);
  expect(route.coverImage?.alt).toBe(coverAlt);
  expect(route.order).toBe(4);

  await press(page.getByRole('link', { name: routeTitle }));
  await expect(page.getByRole('heading', { level: 1, name: routeTitle })).toBeVisible();
  await expect(page.getByText('Orden 4')).toBeVisible();
  await press(page.getByRole('link', { name: 'Añadir contenido' }));

  // READING, then 'Guardar y añadir otra' keeps the form open, cleared, in the same route.
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(titles.reading);
  await page.getByLabel('Texto de la lectura').fill('## Respira\n\nInhala en **cuatro** tiempos y exhala en seis.');
  await press(page.getByRole('button', { name: 'Guardar y añadir otra' }));
  await toast(page, 'Contenido creado correctamente');
  // Saved and cleared for the next one.
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('');

  // AUDIO with subtitles; its duration is read from the file.
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(titles.audio);
  await page.getByLabel('Tipo', { exact: true }).selectOption('AUDIO');
  await page.getByLabel('Archivo de audio').setInputFiles(files.audio);
  await expect(page.getByLabel('Duración (segundos)')).not.toHaveValue('60');
  const subtitles = [
    { text: 'Mira a tu alrededor.', start: 0, end: 3.5 },
    { text: 'Nombra cinco cosas que ves.', start: 3.5, end: 7 },
  ];
  // A WebVTT file is read in the browser into rows; a row with a bad time is refused beside its field.
  const vtt = 'WEBVTT\n\n00:00.000 --> 00:03.500\nMira a tu alrededor.\n\n00:03.500 --> 00:07.000 line:0\n<v Voz>Nombra cinco cosas</v>\nque ves.\n';
  await page.getByLabel('Importar subtítulos (.srt o .vtt)').setInputFiles({ name: 'anclaje.vtt', mimeType: 'text/vtt', buffer: Buffer.from(vtt) });
  await expect(page.getByText('Se importaron 2 subtítulos de «anclaje.vtt».')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Fin del subtítulo 2' })).toHaveValue('0:07');
  await press(page.getByRole('button', { name: 'Añadir subtítulo' }));
  await expect(page.getByRole('textbox', { name: 'Inicio del subtítulo 3' })).toHaveValue('0:07');
  await page.getByRole('textbox', { name: 'Fin del subtítulo 3' }).fill('luego');
  await press(page.getByRole('button', { name: 'Guardar y añadir otra' }));
  await expect(page.getByText('Escribe el tiempo como 1:05,5 o 65,5 (en segundos).')).toBeVisible();
  await expect(page.getByText('Escribe el texto o quita la fila.')).toBeVisible();
  await expectAccessible(page, 'content form subtitles');
  await shot('admin-content-form-subtitles');
  await press(page.getByRole('button', { name: 'Quitar el subtítulo 3' }));
  await press(page.getByRole('button', { name: 'Guardar y añadir otra' }));
  await toast(page, 'Contenido creado correctamente');
  // Saved and cleared for the next one.
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(titles.video);
  await page.getByLabel('Tipo', { exact: true }).selectOption('VIDEO');
  await page.getByLabel('Archivo de video').setInputFiles(files.video);
  await expect(page.getByLabel('Duración (segundos)')).not.toHaveValue('60');
  await page.getByLabel('Subtítulos (opcional)').setInputFiles(captionsFile);
  await expectAccessible(page, 'content form video with captions');
  await shot('admin-content-form-video-captions');
  await press(page.getByRole('button', { name: 'Guardar y añadir otra' }));
  await toast(page, 'Contenido creado correctamente');
  // Saved and cleared for the next one.
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(titles.image);
  await page.getByLabel('Tipo', { exact: true }).selectOption('IMAGE');
  await page.getByLabel('Imagen', { exact: true }).setInputFiles(files.image);
  // The alt text is required for an image: the message sits by the field.
  await press(page.getByRole('button', { name: 'Guardar y añadir otra' }));
  await expect(page.getByLabel('Texto alternativo', { exact: true })).toHaveAccessibleDescription(/Describe la imagen para quien no puede verla/);
  await expectAccessible(page, 'content form image alt error');
  await shot('admin-content-form-image-alt');
  await page.getByLabel('Texto alternativo', { exact: true }).fill(imageAlt);
  await press(page.getByRole('button', { name: 'Guardar y añadir otra' }));
  await toast(page, 'Contenido creado correctamente');
  // Saved and cleared for the next one.
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('');

  // QUIZ with the three question types.
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(titles.quiz);
  await page.getByLabel('Tipo', { exact: true }).selectOption('QUIZ');
  // A quiz with no question, or with an empty option, is refused with the message beside its place.
  await press(page.getByRole('button', { name: 'Guardar', exact: true }));
  await expect(page.getByText('Añade al menos una pregunta al cuestionario.')).toBeVisible();
  await press(page.getByRole('button', { name: 'Añadir texto' }));
  await page.getByLabel('Texto (Markdown)').fill('Lee cada pregunta con calma.');
  await press(page.getByRole('button', { name: 'Añadir pregunta abierta' }));
  await page.getByLabel('Enunciado').nth(0).fill('¿Qué te llevas de esta ruta?');
  await press(page.getByRole('button', { name: 'Añadir opción múltiple' }));
  await page.getByLabel('Enunciado').nth(1).fill('¿Cuántas cosas nombras al ver?');
  await page.getByRole('textbox', { name: 'Opción 1 de la pregunta 3', exact: true }).fill('Cinco');
  await page.getByRole('textbox', { name: 'Opción 2 de la pregunta 3', exact: true }).fill('Tres');
  await press(page.getByRole('button', { name: 'Guardar', exact: true }));
  await expect(page.getByRole('textbox', { name: 'Opción 3 de la pregunta 3', exact: true })).toHaveAccessibleDescription('Escribe esta opción o quítala.');
  await expectAccessible(page, 'content form quiz errors');
  await shot('admin-content-form-quiz-errors');
  await page.getByRole('textbox', { name: 'Opción 3 de la pregunta 3', exact: true }).fill('Una');
  await expect(page.getByText('Escribe esta opción o quítala.')).toHaveCount(0);
  await expectAccessible(page, 'content form quiz');
  await shot('admin-content-form-quiz');
  await press(page.getByRole('button', { name: 'Guardar', exact: true }));
  await expect(page).toHaveURL(new RegExp(`/admin/routes/${route.id}$`));

  const contents = await contentsOf(request, route.id);
  expect(contents.map((content) => [content.order, content.type, content.title])).toEqual([
    [1, 'READING', titles.reading],
    [2, 'AUDIO', titles.audio],
    [3, 'VIDEO', titles.video],
    [4, 'IMAGE', titles.image],
    [5, 'QUIZ', titles.quiz],
  ]);
  const [, audio, video, image, quiz] = contents;
  expect(audio!.subtitles).toEqual(subtitles);
  expect(audio!.file?.url).toMatch(/\.mp3$/);
  expect(audio!.duration).toBeGreaterThan(5);
  expect(video!.file?.url).toMatch(/\.mp4$/);
  expect(video!.captionsUrl).toMatch(/^\/files\/[0-9a-f]{24}\.vtt$/);
  expect(image!.file?.url).toMatch(/\.webp$/);
  expect(image!.file?.alt).toBe(imageAlt);
  const captions = await request.get(video!.captionsUrl!);
  expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);

  // What a learner sees: the image named by its alt text, the video with its Spanish captions track.
  await page.goto(`/route/${route.id}/content/${image!.id}`);
  await expect(page.getByRole('img', { name: imageAlt })).toBeVisible();
  await expectAccessible(page, 'learner image with alt text');
  await shot('learner-image-alt');
  await page.goto(`/route/${route.id}/content/${video!.id}`);
  await expect(page.getByRole('heading', { name: titles.video }).first()).toBeVisible();
  const track = page.locator('video track');
  await expect(track).toHaveAttribute('kind', 'captions');
  await expect(track).toHaveAttribute('srclang', 'es');
  await expect(track).toHaveAttribute('label', 'Español');
  await expect(track).toHaveAttribute('src', video!.captionsUrl!);
  await expectAccessible(page, 'learner video with captions');
  await shot('learner-video-captions');
  const questions = (JSON.parse(quiz!.quizData!) as { questions: { id: string; type: string; options: string[] }[] }).questions;
  expect(questions.map((question) => question.type)).toEqual(['text', 'open', 'multiple_choice']);
  expect(questions.every((question) => question.id.length === 6)).toBe(true);
  expect(questions[2]!.options).toEqual(['Cinco', 'Tres', 'Una']);
  // The uploaded file is served, with Range.
  const partial = await request.get(audio!.file!.url, { headers: { range: 'bytes=0-99' } });
  expect(partial.status()).toBe(206);

  await page.goto(`/admin/routes/${route.id}`);
  await expect(page.getByRole('tab', { name: 'Contenidos' })).toBeVisible();
  await expectAccessible(page, 'admin route detail');
  await shot('admin-route-detail');
});

test('the admin reorders routes and contents by keyboard and by drag, edits and deletes', async ({ page, request, app, press, shot }) => {
  test.setTimeout(90_000);
  await signInAdmin(page, request, app);
  const route = await ourRoute(request);

  // Routes by keyboard: our route (4th) goes to the top.
  await page.goto('/admin/routes/reorder');
  const routeHandle = page.getByRole('button', { name: `Mover ${routeTitle}` });
  await routeHandle.focus();
  await keyboardMove(page, 'ArrowUp', 3);
  // And by drag: the last demo route is dropped on the second place.
  const routeHandles = page.getByRole('button', { name: /^Mover / });
  const lastTitle = (await routeHandles.last().getAttribute('aria-label'))!.replace(/^Mover /, '');
  await drag(page, routeHandles.last(), routeHandles.nth(1));
  await expect(routeHandles.nth(1)).toHaveAttribute('aria-label', `Mover ${lastTitle}`);
  await expectAccessible(page, 'routes reorder');
  await shot('admin-routes-reorder');
  await press(page.getByRole('button', { name: 'Guardar', exact: true }));
  await toast(page, 'Orden guardado correctamente');
  const routes = await api<Route[]>(request, '/api/routes');
  expect(routes[0]!.title).toBe(routeTitle);
  expect(routes[1]!.title).toBe(lastTitle);
  expect(routes.map((candidate) => candidate.order)).toEqual([1, 2, 3, 4]);

  // Contents by drag: the quiz (5th) is dropped on the reading (1st).
  await page.goto(`/admin/routes/${route.id}/contents/reorder`);
  await drag(page, page.getByRole('button', { name: `Mover ${titles.quiz}` }), page.getByRole('button', { name: `Mover ${titles.reading}` }));
  await expect(page.getByRole('button', { name: /^Mover / }).first()).toHaveAccessibleName(`Mover ${titles.quiz}`);
  // And by keyboard: the video (now 4th) one step up.
  await page.getByRole('button', { name: `Mover ${titles.video}` }).focus();
  await keyboardMove(page, 'ArrowUp', 1);
  const handles = await page.getByRole('button', { name: /^Mover / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(handles).toEqual([titles.quiz, titles.reading, titles.video, titles.audio, titles.image].map((title) => `Mover ${title}`));
  await press(page.getByRole('button', { name: 'Guardar', exact: true }));
  await toast(page, 'Orden guardado correctamente');
  let contents = await contentsOf(request, route.id);
  expect(contents.map((content) => content.title)).toEqual([titles.quiz, titles.reading, titles.video, titles.audio, titles.image]);

  // Cancel discards a moved order.
  await page.goto(`/admin/routes/${route.id}/contents/reorder`);
  await page.getByRole('button', { name: `Mover ${titles.image}` }).focus();
  await keyboardMove(page, 'ArrowUp', 1);
  await press(page.getByRole('button', { name: 'Cancelar' }));
  contents = await contentsOf(request, route.id);
  expect(contents.at(-1)!.title).toBe(titles.image);

  // Edit the route.
  await page.goto(`/admin/routes/${route.id}`);
  await press(page.getByRole('link', { name: 'Editar Ruta' }));
  await page.getByLabel('Descripción').fill('Descripción editada por la prueba.');
  await press(page.getByRole('button', { name: 'Guardar', exact: true }));
  await toast(page, 'Ruta actualizada correctamente');
  expect((await ourRoute(request)).description).toBe('Descripción editada por la prueba.');

  // Delete the image content, after confirming.
  await page.goto(`/admin/routes/${route.id}`);
  await press(page.getByRole('button', { name: `Eliminar el contenido ${titles.image}` }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'delete content dialog');
  await press(dialog.getByRole('button', { name: 'Eliminar' }));
  await toast(page, 'Contenido eliminado correctamente');
  contents = await contentsOf(request, route.id);
  expect(contents.map((content) => [content.order, content.title])).toEqual([
    [1, titles.quiz],
    [2, titles.reading],
    [3, titles.video],
    [4, titles.audio],
  ]);
});

test('a person completes the new route in the new order; the admin sees it and sets their password', async ({ page, request, app, press, shot }) => {
  test.setTimeout(120_000);
  const person = await registerUser(request, { firstName: 'Elena', lastName: 'Caminante' });
  await storeSession(page, { accessToken: person.tokens.access_token, refreshToken: person.tokens.refresh_token });
  await page.goto('/route');
  await press(page.getByRole('link', { name: new RegExp(routeTitle) }).first());
  await press(page.getByRole('button', { name: 'Comenzar' }));
  const expected = [titles.quiz, titles.reading, titles.video, titles.audio];
  for (const [index, title] of expected.entries()) {
    if (index === 0) await press(page.getByRole('link', { name: new RegExp(title) }).first());
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    await press(page.getByRole('button', { name: 'Marcar como completado' }));
    await toast(page, 'Contenido completado');
    if (index < expected.length - 1) {
      await press(page.getByRole('link', { name: 'Ir al siguiente contenido' }).or(page.getByRole('button', { name: 'Ir al siguiente contenido' })));
    }
  }
  await expect(page.getByRole('link', { name: 'Seguir aprendiendo' }).or(page.getByRole('button', { name: 'Seguir aprendiendo' }))).toBeVisible();

  // The admin follows the person's progress on the route and in their detail.
  await signInAdmin(page, request, app);
  const route = await ourRoute(request);
  await page.goto(`/admin/routes/${route.id}`);
  await press(page.getByRole('tab', { name: 'Progreso de los usuarios' }));
  const row = page.getByRole('row').filter({ hasText: 'Elena Caminante' });
  await expect(row).toContainText('Completada');
  await expect(row).toContainText('100');
  await expectAccessible(page, 'route user progress');
  await shot('admin-route-progress');

  const users = await api<{ id: string; email: string }[]>(request, '/api/auth/users');
  const personId = users.find((user) => user.email === person.email)!.id;
  await page.goto(`/admin/users/${personId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Elena Caminante/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Progreso en ${routeTitle}` })).toHaveAttribute('aria-valuenow', '100');
  const newPassword = strongPassword();
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await press(page.getByRole('button', { name: 'Cambiar contraseña' }));
  await toast(page, 'Contraseña cambiada correctamente');
  await expectAccessible(page, 'admin user detail');
  await shot('admin-user-detail');

  // The person signs in with the password the admin set.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Correo', { exact: true }).fill(person.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
  await press(page.getByRole('button', { name: 'Iniciar sesión' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Elena');
});
