import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authoringMessages, errorMessages } from '@sendero/shared';
import { contents, routes } from './learning.tables.js';
import { madeBeforeAll, useTestApp } from '../../test/test-app.js';
import { createAdmin, registerUser } from '../../test/factories.js';
import { leftoverTemporaryFiles, multipartForm, pngImage, storedFile, type FilePart } from '../../test/uploads.js';

const t = useTestApp({ freshUploadsDir: true });
const admin = madeBeforeAll(() => createAdmin(t));
const user = madeBeforeAll(() => registerUser(t));

type Method = 'POST' | 'PATCH' | 'DELETE' | 'GET';
const send = (method: Method, url: string, payload?: FormData | object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method, url, payload: payload as never, headers });
const cover = async (): Promise<FilePart> => ({ field: 'coverImage', name: 'portada.png', bytes: await pngImage() });
const routeForm = (fields: Record<string, string | undefined> = {}, file?: FilePart) =>
  multipartForm({ title: 'Ruta nueva', type: 'CUSTOM', description: 'Para probar.', ...fields }, file);
const listedOrders = async () => (await send('GET', '/api/routes')).json().map((r: { id: string; order: number }) => [r.id, r.order]);
const expectDense = async () => {
  const orders = (await listedOrders()).map(([, order]: [string, number]) => order);
  expect(orders).toEqual(orders.map((_: number, index: number) => index + 1));
};

describe('admin only', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const calls: [Method, string, () => FormData | object | undefined][] = [
    ['POST', '/api/routes', () => routeForm()],
    ['PATCH', `/api/routes/${id}`, () => routeForm()],
    ['DELETE', `/api/routes/${id}`, () => undefined],
    ['PATCH', '/api/routes/reorder', () => ({ routes: [{ routeId: id, newOrder: 1 }] })],
  ];
  it.each(calls)('%s %s: 401 without or with a bad token, 403 for a USER', async (method, url, payload) => {
    expect((await send(method, url, payload(), {})).statusCode).toBe(401);
    expect((await send(method, url, payload(), { authorization: 'Bearer nope' })).statusCode).toBe(401);
    const forbidden = await send(method, url, payload(), user.auth);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toEqual([errorMessages.forbidden]);
  });
});

describe('POST /api/routes', () => {
  it('creates a route at the end, in the GET /routes shape, with its cover stored', async () => {
    const before = (await listedOrders()).length;
    const response = await send('POST', '/api/routes', routeForm({}, await cover()));
    expect(response.statusCode).toBe(201);
    const route = response.json();
    expect(route).toMatchObject({
      title: 'Ruta nueva',
      type: 'CUSTOM',
      description: 'Para probar.',
      order: before + 1,
      progress: 0,
      progressStatus: 'NOT_STARTED',
      contentCount: 0,
    });
    expect(route.coverImage.url).toMatch(/^\/files\/[0-9a-f]{24}\.png$/);
    expect(fs.existsSync(storedFile(t.uploadsDir, route.coverImage.url))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: route.coverImage.url });
    expect(served.statusCode).toBe(200);
    await expectDense();
  });

  it('defaults the type to FOUNDATION and takes no cover', async () => {
    const response = await send('POST', '/api/routes', routeForm({ type: undefined }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'FOUNDATION', coverImage: null });
  });

  it('answers each missing or invalid field with the shared Spanish message', async () => {
    const missing = await send('POST', '/api/routes', multipartForm({ type: 'OTRO' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: [authoringMessages.titleRequired, authoringMessages.typeInvalid, authoringMessages.descriptionRequired],
    });
    const blank = await send('POST', '/api/routes', routeForm({ title: '   ', description: 'x'.repeat(5001) }));
    expect(blank.json().message).toEqual([authoringMessages.titleRequired, authoringMessages.descriptionTooLong]);
  });

  it('refuses unknown fields (400), a JSON body (415), a second file (413)', async () => {
    const unknown = await send('POST', '/api/routes', routeForm({ color: 'rojo' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual([authoringMessages.unknownField('color')]);
    const wrongFile = await send('POST', '/api/routes', routeForm({}, { ...(await cover()), field: 'file' }));
    expect(wrongFile.statusCode).toBe(400);
    expect(wrongFile.json().message).toEqual([authoringMessages.unknownField('file')]);
    const json = await send('POST', '/api/routes', { title: 'x', description: 'y', type: 'CUSTOM' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toEqual([errorMessages.unsupportedMediaType]);
    const two = routeForm({}, await cover());
    two.append('coverImage', new Blob([await pngImage(4, 4)]), 'otra.png');
    expect((await send('POST', '/api/routes', two)).statusCode).toBe(413);
    expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
  });

  it('checks the cover from its bytes: a text file named .png answers 415 and nothing is stored', async () => {
    const files = fs.readdirSync(t.uploadsDir).length;
    const response = await send(
      'POST',
      '/api/routes',
      routeForm({ title: 'Con texto' }, { field: 'coverImage', name: 'foto.png', type: 'image/png', bytes: Buffer.from('no soy una imagen') }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual([authoringMessages.imageOnly]);
    expect(fs.readdirSync(t.uploadsDir).length).toBe(files);
    const [row] = await t.db.select().from(routes).where(eq(routes.title, 'Con texto'));
    expect(row).toBeUndefined();
  });
});

describe('PATCH /api/routes/{id}', () => {
  it('changes any subset of fields and leaves the rest, type included', async () => {
    const created = (await send('POST', '/api/routes', routeForm({ type: 'CUSTOM' }))).json();
    const response = await send('PATCH', `/api/routes/${created.id}`, multipartForm({ title: 'Título nuevo' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, title: 'Título nuevo', type: 'CUSTOM', description: 'Para probar.', order: created.order });
    const empty = await send('PATCH', `/api/routes/${created.id}`, multipartForm({ description: '' }));
    expect(empty.json().message).toEqual([authoringMessages.descriptionRequired]);
  });

  it('replaces the cover (the old file goes when unused), and removeCoverImage=true drops it', async () => {
    const created = (
      await send('POST', '/api/routes', routeForm({}, { field: 'coverImage', name: 'a.png', bytes: await pngImage(10, 10, { r: 1, g: 2, b: 3 }) }))
    ).json();
    const oldFile = storedFile(t.uploadsDir, created.coverImage.url);
    const replaced = await send(
      'PATCH',
      `/api/routes/${created.id}`,
      multipartForm({}, { field: 'coverImage', name: 'b.png', bytes: await pngImage(12, 12, { r: 9, g: 8, b: 7 }) }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().coverImage.url).not.toBe(created.coverImage.url);
    expect(fs.existsSync(oldFile)).toBe(false);
    const newFile = storedFile(t.uploadsDir, replaced.json().coverImage.url);
    const removed = await send('PATCH', `/api/routes/${created.id}`, multipartForm({ removeCoverImage: 'true' }));
    expect(removed.json().coverImage).toBeNull();
    expect(fs.existsSync(newFile)).toBe(false);
  });

  it('answers 404 for an unknown route and 400 for a bad id', async () => {
    const unknown = await send('PATCH', '/api/routes/00000000-0000-4000-8000-000000000000', multipartForm({ title: 'x' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(['No encontramos esa ruta.']);
    expect((await send('PATCH', '/api/routes/abc', multipartForm({ title: 'x' }))).statusCode).toBe(400);
  });
});

describe('DELETE /api/routes/{id}', () => {
  it('removes the route, its contents, progress and files, keeps files still used elsewhere, and re-densifies', async () => {
    const shared = await pngImage(20, 20, { r: 50, g: 60, b: 70 });
    const doomed = (await send('POST', '/api/routes', routeForm({ title: 'Se borra' }, { field: 'coverImage', name: 'x.png', bytes: shared }))).json();
    const keeper = (await send('POST', '/api/routes', routeForm({ title: 'Se queda' }, { field: 'coverImage', name: 'y.png', bytes: shared }))).json();
    expect(keeper.coverImage.url).toBe(doomed.coverImage.url);
    const own = await send(
      'POST',
      '/api/contents',
      multipartForm(
        { routeId: doomed.id, title: 'Imagen', type: 'IMAGE', fileAlt: 'Un cuadrado' },
        { field: 'file', name: 'i.png', bytes: await pngImage(30, 30, { r: 3, g: 3, b: 3 }) },
      ),
    );
    expect(own.statusCode).toBe(201);
    const ownFile = storedFile(t.uploadsDir, own.json().file.url);
    const progress = await t.app.inject({
      method: 'POST',
      url: '/api/user-progress',
      headers: user.auth,
      payload: { routeId: doomed.id, status: 'IN_PROGRESS' },
    });
    expect(progress.statusCode).toBe(201);

    const response = await send('DELETE', `/api/routes/${doomed.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await t.db.select().from(contents).where(eq(contents.routeId, doomed.id))).toEqual([]);
    expect(fs.existsSync(ownFile)).toBe(false);
    expect(fs.existsSync(storedFile(t.uploadsDir, keeper.coverImage.url))).toBe(true);
    expect((await listedOrders()).some(([id]: [string]) => id === doomed.id)).toBe(false);
    await expectDense();
    expect((await send('DELETE', `/api/routes/${doomed.id}`)).statusCode).toBe(404);
  });
});

describe('PATCH /api/routes/reorder', () => {
  it('stores the new order as 1..n, following newOrder', async () => {
    const ids: string[] = (await listedOrders()).map(([id]: [string]) => id);
    const reversed = [...ids].reverse();
    const response = await send('PATCH', '/api/routes/reorder', { routes: reversed.map((routeId, index) => ({ routeId, newOrder: (index + 1) * 10 })) });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { id: string; order: number }) => [r.id, r.order])).toEqual(reversed.map((id, index) => [id, index + 1]));
  });

  it('refuses a list that is not exactly the current routes, or repeats a position, and changes nothing', async () => {
    const before = await listedOrders();
    const ids: string[] = before.map(([id]: [string]) => id);
    const cases: [object, string][] = [
      [{ routes: ids.slice(1).map((routeId, i) => ({ routeId, newOrder: i + 1 })) }, authoringMessages.reorderMismatch],
      [{ routes: [...ids, ids[0]].map((routeId, i) => ({ routeId, newOrder: i + 1 })) }, authoringMessages.reorderMismatch],
      [
        { routes: [...ids.slice(1), '00000000-0000-4000-8000-000000000000'].map((routeId, i) => ({ routeId, newOrder: i + 1 })) },
        authoringMessages.reorderMismatch,
      ],
      [{ routes: ids.map((routeId) => ({ routeId, newOrder: 1 })) }, authoringMessages.reorderInvalid],
      [{ routes: ids.map((routeId, i) => ({ routeId, newOrder: i })) }, authoringMessages.reorderInvalid],
      [{ routes: [] }, authoringMessages.reorderEmpty],
      [{}, authoringMessages.reorderEmpty],
    ];
    for (const [body, message] of cases) {
      const response = await send('PATCH', '/api/routes/reorder', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual([message]);
    }
    expect(await listedOrders()).toEqual(before);
  });

  it('keeps orders unique when routes are created at the same time', async () => {
    await Promise.all([1, 2, 3, 4].map((n) => send('POST', '/api/routes', routeForm({ title: `Paralela ${n}` }))));
    await expectDense();
  });
});

it('leaves no temporary file behind', () => {
  expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
});
