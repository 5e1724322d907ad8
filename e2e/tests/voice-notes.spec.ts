import { expectAccessible } from '../axe.js';
import config from '../playwright.config.js';
import { expect, registerUser, storeSession, test } from '../fixtures.js';

// Chromium's fake microphone (a beep), granted without asking: the suite's own launch flags plus these.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
});

test('a person records a voice note with the entry, and hears it on the record card', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Nuria' });
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });

  await page.goto('/');
  await press(page.getByRole('link', { name: 'Registrar Día' }));
  await press(page.getByRole('button', { name: 'Comenzar' }));
  // Nothing is preselected (decision 029).
  await press(page.getByText('Bien', { exact: true }));
  await press(page.getByRole('button', { name: 'Siguiente' }));
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué pasó?' })).toBeVisible();
  await page.getByRole('textbox', { name: '¿Qué pasó?' }).fill('Hoy prefiero contarlo en voz alta.');

  // Record, listen, delete, and record again: only the last one goes with the entry.
  for (const round of [1, 2]) {
    await press(page.getByRole('button', { name: 'Grabar nota de voz' }));
    await expect(page.getByRole('status').filter({ hasText: 'Grabando…' })).toContainText('0:01');
    await expect(page.getByRole('status').filter({ hasText: 'Grabando…' })).toContainText('de 3:00');
    if (round === 2) await shot('voice-note-recording');
    await press(page.getByRole('button', { name: 'Detener' }));
    await expect(page.getByLabel('Escuchar tu nota de voz')).toBeVisible();
    if (round === 1) await press(page.getByRole('button', { name: 'Borrar nota de voz' }));
  }
  await expectAccessible(page, 'voice-note-recorded');
  await shot('voice-note-recorded');

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/diary/entry') && response.request().method() === 'POST');
  await press(page.getByRole('button', { name: 'Siguiente' }));
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1, name: 'Consejos' })).toBeVisible();
  const stored = await (await request.get('/api/diary', { headers: { authorization: `Bearer ${user.tokens.access_token}` } })).json();
  expect(stored.data).toHaveLength(1);
  expect(stored.data[0].audioUrl).toMatch(/^\/api\/diary\/voice-notes\/[0-9a-f-]{36}$/);
  // Health data: without the owner's token there is nothing to hear.
  expect((await request.get(stored.data[0].audioUrl)).status()).toBe(401);

  await press(page.getByRole('button', { name: 'Siguiente' }));
  await press(page.getByRole('button', { name: 'Finalizar' }));
  await expect(page.getByRole('link', { name: 'Registrar Día' })).toBeVisible();
  await page.goto('/records');
  await press(page.getByRole('tab', { name: 'Todos los Registros' }));
  await press(page.getByRole('tabpanel').getByRole('button', { name: 'Escuchar nota de voz' }));
  const player = page.getByLabel(/^Nota de voz de la entrada del /);
  await expect(player).toBeVisible();
  const duration = await player.evaluate(
    (audio: HTMLAudioElement) =>
      new Promise<number>((resolve) => {
        if (audio.readyState >= 1) resolve(audio.duration);
        else audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
      }),
  );
  expect(duration).toBeGreaterThan(0);
  await expectAccessible(page, 'voice-note-record-card');
  await shot('voice-note-record-card');
});

test('Mis Técnicas: empty at first, then the completed audio, one tap to replay it', async ({ page, request, shot, press }) => {
  const user = await registerUser(request, { firstName: 'Teo' });
  const bearer = { authorization: `Bearer ${user.tokens.access_token}` };
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });
  const routes = (await (await request.get('/api/routes', { headers: bearer })).json()) as { id: string; title: string }[];
  const route = routes.find((item) => item.title === 'Respiración y calma')!;
  const contents = (await (await request.get(`/api/contents?routeId=${route.id}`, { headers: bearer })).json()) as {
    id: string;
    title: string;
    type: string;
  }[];
  const audio = contents.find((content) => content.type === 'AUDIO')!;

  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await page.goto('/');
  await press(nav.getByRole('link', { name: 'Perfil' }));
  await press(page.getByRole('tab', { name: 'Mis Técnicas' }));
  await expect(page.getByText('Cuando completes un audio o un vídeo guiado, lo encontrarás aquí para repetirlo cuando quieras.')).toBeVisible();
  await expectAccessible(page, 'techniques-empty');
  await shot('techniques-empty');

  // Complete the route's audio, as a person does.
  await press(nav.getByRole('link', { name: 'Rutas', exact: true }));
  await press(page.getByRole('link', { name: /Respiración y calma/ }));
  await press(page.getByRole('button', { name: 'Comenzar' }));
  await press(page.getByRole('link', { name: new RegExp(audio.title) }));
  await expect(page.getByRole('heading', { level: 1, name: audio.title })).toBeVisible();
  await press(page.getByRole('button', { name: 'Marcar como completado' }));
  await expect(page.getByText('Contenido completado', { exact: true }).last()).toBeVisible();

  await press(nav.getByRole('link', { name: 'Perfil' }));
  await press(page.getByRole('tab', { name: 'Mis Técnicas' }));
  const item = page.getByRole('link', { name: new RegExp(audio.title) });
  await expect(item).toContainText('Respiración y calma');
  await expect(item).toContainText('Audio');
  await expectAccessible(page, 'techniques-list');
  await shot('techniques-list');
  await press(item);
  await expect(page.getByRole('heading', { level: 1, name: audio.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reproducir' })).toBeVisible();
});
