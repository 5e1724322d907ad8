import { expectAccessible } from '../axe.js';
import { expect, registerUser, storeSession, test } from '../fixtures.js';

test('a person searches their diary without reloading: words without tildes, marked, opened, filtered by feeling, and offline', async ({
  page,
  context,
  request,
  shot,
  press,
}) => {
  const user = await registerUser(request, { firstName: 'Julia' });
  const bearer = { authorization: `Bearer ${user.tokens.access_token}` };
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const entries = [
    { feeling: 'GOOD', description: 'Escuché una canción de mi abuela y lloré un poco.', tags: ['familia', 'Guitarra'], createdAt: day(6) },
    { feeling: 'BAD', description: 'Discutí en el trabajo por una tontería.', tags: ['trabajo'], createdAt: day(4) },
    { feeling: 'GREAT', description: 'Otra CANCION en la radio, y bailé en la cocina.', createdAt: day(2) },
    { feeling: 'NEUTRAL', description: 'Un día sin más.' },
  ];
  for (const entry of entries) expect((await request.post('/api/diary/entry', { headers: bearer, data: { ...entry, audioUrl: '' } })).status()).toBe(201);
  await storeSession(page, { accessToken: user.tokens.access_token, refreshToken: user.tokens.refresh_token });

  await page.goto('/calendar');
  await press(page.getByRole('tab', { name: 'Todos los Registros' }));
  await expect(page.getByText('Un día sin más.')).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Buscar en tus registros' });
  await box.fill('cancion');

  const results = page.getByRole('region', { name: 'Resultados de la búsqueda' });
  await expect(results.getByRole('status')).toHaveText('2 entradas encontradas.');
  // Newest first, the word marked as written, tildes and capitals kept.
  await expect(results.getByRole('article')).toHaveCount(2);
  await expect(results.locator('mark')).toHaveText(['CANCION', 'canción']);
  await expect(page.getByText('Un día sin más.')).toHaveCount(0);
  await expectAccessible(page, 'diary-search-results');
  await shot('diary-search-results');

  // Open one: the whole entry, with its reply, in place.
  await press(page.getByRole('button', { name: /^Abrir entrada del/ }).last());
  await expect(page.getByRole('heading', { name: 'Comentario:' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Editar la entrada del/ })).toBeVisible();
  await expectAccessible(page, 'diary-search-opened');
  await shot('diary-search-opened');
  await press(page.getByRole('button', { name: /^Cerrar la entrada del/ }));

  // Filter by feeling: only the entry of a good day stays.
  await press(page.getByText('Filtros'));
  await page.getByLabel('Estado de ánimo').selectOption('GOOD');
  await expect(results.getByRole('status')).toHaveText('1 entrada encontrada.');
  await expect(results.getByRole('article')).toContainText('Escuché una canción de mi abuela');
  await expect(page.getByText('Filtros (1)')).toBeVisible();

  // A filter alone lists the entries it keeps; the own tag is searched as a word too.
  await box.fill('');
  await page.getByLabel('Estado de ánimo').selectOption('BAD');
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('article')).toContainText('Discutí en el trabajo');
  await press(page.getByRole('button', { name: 'Quitar filtros' }));
  await box.fill('guitarra');
  await expect(results.getByRole('status')).toHaveText('1 entrada encontrada.');
  await expect(results.locator('mark')).toHaveText(['Guitarra']);
  await expectAccessible(page, 'diary-search-filtered');
  await shot('diary-search-filtered');

  // Words nobody wrote: said plainly; emptying the box brings the list back.
  await box.fill('pajarito');
  await expect(results.getByRole('status')).toHaveText('No hay entradas que coincidan con tu búsqueda.');
  await box.fill('');
  await expect(page.getByText('Un día sin más.')).toBeVisible();

  // Without a connection: the entries this device holds are searched, and the screen says so.
  await context.setOffline(true);
  await box.fill('cocina');
  await expect(page.getByText('Sin conexión: buscamos solo en las entradas guardadas en este dispositivo.')).toBeVisible();
  await expect(results.getByRole('status')).toHaveText('1 entrada encontrada.');
  await expect(results.locator('mark')).toHaveText(['cocina']);
  await expectAccessible(page, 'diary-search-offline');
  await shot('diary-search-offline');
  await context.setOffline(false);
});
