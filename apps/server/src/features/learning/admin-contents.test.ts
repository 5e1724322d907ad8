import fs from 'node:fs';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authoringMessages, errorMessages, learningMessages } from '@sendero/shared';
import { contents } from './learning.tables.js';
import { madeBeforeAll, useTestApp } from '../../test/test-app.js';
import { createAdmin, createRoute, registerUser } from '../../test/factories.js';
import { demoMedia, leftoverTemporaryFiles, multipartForm, pngImage, storedFile, type FilePart } from '../../test/uploads.js';

const t = useTestApp({ freshUploadsDir: true });
const admin = madeBeforeAll(() => createAdmin(t));
const user = madeBeforeAll(() => registerUser(t));

type Method = 'POST' | 'PATCH' | 'DELETE' | 'GET' | 'PUT';
const send = (method: Method, url: string, payload?: FormData | object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method, url, payload: payload as never, headers });
const create = (fields: Record<string, string | undefined>, file?: FilePart) => send('POST', '/api/contents', multipartForm(fields, file));
const media = (name: string): FilePart => ({ field: 'file', name, bytes: demoMedia(name) });
const quiz = JSON.stringify({ questions: [{ id: 'abc123', type: 'open', question: '¿Qué sientes?', options: [] }] });
const vtt = (text: string | Uint8Array, name = 'es.vtt'): FilePart => ({
  field: 'captions',
  name,
  type: 'text/vtt',
  bytes: typeof text === 'string' ? Buffer.from(text) : text,
});
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:04.000\nLas emociones suben como olas.\n';
const ordersOf = async (routeId: string) =>
  (await send('GET', `/api/contents?routeId=${routeId}`)).json().map((c: { id: string; order: number }) => [c.id, c.order]);

describe('admin only', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const calls: [Method, string, () => FormData | object | undefined][] = [
    ['POST', '/api/contents', () => multipartForm({ routeId: id, title: 'x', content: 'y' })],
    ['PATCH', `/api/contents/${id}`, () => multipartForm({ title: 'x' })],
    ['DELETE', `/api/contents/${id}`, () => undefined],
    ['PUT', `/api/contents/${id}/captions`, () => multipartForm({}, vtt('WEBVTT\n'))],
    ['DELETE', `/api/contents/${id}/captions`, () => undefined],
    ['PATCH', '/api/contents/reorder', () => ({ contents: [{ contentId: id, newOrder: 1 }] })],
    ['GET', `/api/user-progress?routeId=${id}`, () => undefined],
    ['GET', `/api/auth/users/${id}`, () => undefined],
  ];
  it.each(calls)('%s %s: 401 without or with a bad token, 403 for a USER', async (method, url, payload) => {
    expect((await send(method, url, payload(), {})).statusCode).toBe(401);
    expect((await send(method, url, payload(), { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await send(method, url, payload(), user.auth)).statusCode).toBe(403);
  });
});

describe('POST /api/contents', () => {
  it('creates a READING at the end of its route with the defaults (5 points, 60 s), in the GET /contents shape', async () => {
    const { route } = await createRoute(t, { contentPoints: [5, 5] });
    const response = await create({ routeId: route.id, title: 'Lectura', content: '# Hola' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      routeId: route.id,
      title: 'Lectura',
      type: 'READING',
      content: '# Hola',
      file: null,
      points: 5,
      duration: 60,
      order: 3,
      subtitles: null,
      quizData: null,
      completed: false,
      contentInteractionId: null,
      visitCount: 0,
    });
    expect((await ordersOf(route.id)).map(([, order]: [string, number]) => order)).toEqual([1, 2, 3]);
  });

  it('refuses a quiz a learner could not answer: no questions, a question without text, a multiple choice without two written options', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    const quizOf = (...questions: { type: string; question: string; options?: string[] }[]) =>
      JSON.stringify({ questions: questions.map((question, index) => ({ id: `abcde${index}`, options: [], ...question })) });
    const cases: [Record<string, string>, string[]][] = [
      [{ routeId: route.id, title: 'x', type: 'QUIZ' }, [authoringMessages.quizNoQuestions]],
      [{ routeId: route.id, title: 'x', type: 'QUIZ', quizData: quizOf() }, [authoringMessages.quizNoQuestions]],
      [{ routeId: route.id, title: 'x', type: 'QUIZ', quizData: quizOf({ type: 'open', question: '  ' }) }, [authoringMessages.quizQuestionRequired]],
      [{ routeId: route.id, title: 'x', type: 'QUIZ', quizData: quizOf({ type: 'text', question: '' }) }, [authoringMessages.quizTextRequired]],
      [
        { routeId: route.id, title: 'x', type: 'QUIZ', quizData: quizOf({ type: 'multiple_choice', question: '¿Cuál?', options: ['Una'] }) },
        [authoringMessages.quizOptionsRequired],
      ],
      [
        { routeId: route.id, title: 'x', type: 'QUIZ', quizData: quizOf({ type: 'multiple_choice', question: '', options: ['Una', ' ', ''] }) },
        [authoringMessages.quizQuestionRequired, authoringMessages.quizOptionEmpty],
      ],
    ];
    for (const [fields, messages] of cases) {
      const response = await create(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message, JSON.stringify(fields)).toEqual(messages);
    }
    expect(await t.db.select().from(contents).where(eq(contents.routeId, route.id))).toEqual([]);

    const good = quizOf({ type: 'multiple_choice', question: '¿Cuál?', options: ['Una', 'Otra'] });
    const created = await create({ routeId: route.id, title: 'x', type: 'QUIZ', quizData: good });
    expect(created.statusCode, created.body).toBe(201);
    // An edit is held to the same rules; another type turned into a quiz needs its questions.
    const emptied = await send('PATCH', `/api/contents/${created.json().id}`, multipartForm({ quizData: quizOf() }));
    expect(emptied.json().message).toEqual([authoringMessages.quizNoQuestions]);
    const reading = (await create({ routeId: route.id, title: 'Lectura', content: 'Texto' })).json();
    const toQuiz = await send('PATCH', `/api/contents/${reading.id}`, multipartForm({ type: 'QUIZ' }));
    expect(toQuiz.statusCode).toBe(400);
    expect(toQuiz.json().message).toEqual([authoringMessages.quizNoQuestions]);
    expect((await send('PATCH', `/api/contents/${reading.id}`, multipartForm({ type: 'QUIZ', quizData: good }))).statusCode).toBe(200);
  });

  it('answers each field rule with the shared Spanish message', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    const cases: [Record<string, string>, string[]][] = [
      [{ title: 'x', content: 'y' }, [authoringMessages.routeRequired]],
      [{ routeId: route.id, content: 'y' }, [authoringMessages.titleRequired]],
      [{ routeId: route.id, title: 'x', type: 'PODCAST', content: 'y' }, [authoringMessages.typeInvalid]],
      [{ routeId: route.id, title: 'x' }, [authoringMessages.readingRequired]],
      [{ routeId: route.id, title: 'x', content: '  ' }, [authoringMessages.readingRequired]],
      [{ routeId: route.id, title: 'x', content: 'y', points: 'diez' }, [authoringMessages.pointsInvalid]],
      [{ routeId: route.id, title: 'x', content: 'y', points: '2.5' }, [authoringMessages.pointsInvalid]],
      [{ routeId: route.id, title: 'x', content: 'y', duration: '-1' }, [authoringMessages.durationInvalid]],
      [{ routeId: route.id, title: 'x', type: 'QUIZ', quizData: '{"questions": 3}' }, [authoringMessages.quizDataInvalid]],
      [{ routeId: route.id, title: 'x', type: 'AUDIO', subtitles: '[{"text": 1}]' }, [authoringMessages.subtitlesInvalid]],
      [{ routeId: route.id, title: 'x', type: 'AUDIO' }, [authoringMessages.fileRequired]],
      [{ routeId: route.id, title: 'x', type: 'VIDEO' }, [authoringMessages.fileRequired]],
      [{ routeId: route.id, title: 'x', type: 'IMAGE' }, [authoringMessages.fileRequired, authoringMessages.altRequired]],
      [{ routeId: route.id, title: 'x', content: 'y', nota: 'z' }, [authoringMessages.unknownField('nota')]],
    ];
    for (const [fields, messages] of cases) {
      const response = await create(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message, JSON.stringify(fields)).toEqual(messages);
    }
    const withFile = await create({ routeId: route.id, title: 'x', content: 'y' }, media('escaneo-corporal.mp3'));
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().message).toEqual([authoringMessages.fileNotAllowed]);
    const quizFile = await create({ routeId: route.id, title: 'x', type: 'QUIZ', quizData: quiz }, media('escaneo-corporal.mp3'));
    expect(quizFile.json().message).toEqual([authoringMessages.fileNotAllowed]);
    const unknownRoute = await create({ routeId: '00000000-0000-4000-8000-000000000000', title: 'x', content: 'y' });
    expect(unknownRoute.statusCode).toBe(404);
    const json = await send('POST', '/api/contents', { routeId: route.id, title: 'x', content: 'y' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toEqual([errorMessages.unsupportedMediaType]);
    expect(await t.db.select().from(contents).where(eq(contents.routeId, route.id))).toEqual([]);
    expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
  });

  it('refuses subtitle rows the editor would refuse, naming the row, on create and on edit, and stores nothing (decision 063)', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    const row = (start: number, end: number, text = 'Respira') => ({ text, start, end });
    const cases: [unknown[], string[]][] = [
      [[row(2, 2)], [authoringMessages.subtitleRow(1, authoringMessages.subtitleEndBeforeStart)]],
      [[row(0, 1), row(5, 3)], [authoringMessages.subtitleRow(2, authoringMessages.subtitleEndBeforeStart)]],
      [[row(0, 1, '   ')], [authoringMessages.subtitleRow(1, authoringMessages.subtitleTextRequired)]],
      [[row(0, 86_401)], [authoringMessages.subtitleRow(1, authoringMessages.subtitleTimeTooLong)]],
      // Both times too late: the same sentence once.
      [[row(90_000, 90_001)], [authoringMessages.subtitleRow(1, authoringMessages.subtitleTimeTooLong)]],
      // Out of order, and overlapping: both start before the row above ends.
      [[row(5, 6), row(1, 2)], [authoringMessages.subtitleRow(2, authoringMessages.subtitleOverlaps)]],
      [[row(0, 3), row(2.5, 4), row(4, 5)], [authoringMessages.subtitleRow(2, authoringMessages.subtitleOverlaps)]],
      [[row(-1, 2)], [authoringMessages.subtitlesInvalid]],
    ];
    for (const [subtitles, messages] of cases) {
      const response = await create({ routeId: route.id, title: 'Audio', type: 'AUDIO', subtitles: JSON.stringify(subtitles) }, media('anclaje-5-4-3-2-1.mp3'));
      expect(response.statusCode, JSON.stringify(subtitles)).toBe(400);
      expect(response.json().message, JSON.stringify(subtitles)).toEqual(messages);
    }
    expect(await t.db.select().from(contents).where(eq(contents.routeId, route.id))).toEqual([]);

    // Rows that touch (one ends as the next starts) are fine; an edit is checked the same.
    const good = JSON.stringify([row(0, 2.5), row(2.5, 4), row(10, 86_400)]);
    const audio = await create({ routeId: route.id, title: 'Audio', type: 'AUDIO', subtitles: good }, media('anclaje-5-4-3-2-1.mp3'));
    expect(audio.statusCode, audio.body).toBe(201);
    const edited = await send('PATCH', `/api/contents/${audio.json().id}`, multipartForm({ subtitles: JSON.stringify([row(3, 4), row(0, 1)]) }));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toEqual([authoringMessages.subtitleRow(2, authoringMessages.subtitleOverlaps)]);
    expect((await t.db.select().from(contents).where(eq(contents.id, audio.json().id)))[0]!.subtitles).toEqual(JSON.parse(good));
    expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
  });

  it('AUDIO: stores the demo MP3, reads its duration (floored) and keeps the subtitles', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    const subtitles = JSON.stringify([{ text: 'Hola', start: 0, end: 1.5 }]);
    const response = await create({ routeId: route.id, title: 'Audio', type: 'AUDIO', points: '12', subtitles }, media('anclaje-5-4-3-2-1.mp3'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ type: 'AUDIO', duration: 82, points: 12, subtitles: [{ text: 'Hola', start: 0, end: 1.5 }], order: 1 });
    expect(body.file.url).toMatch(/^\/files\/[0-9a-f]{24}\.mp3$/);
    expect(fs.readFileSync(storedFile(t.uploadsDir, body.file.url)).equals(demoMedia('anclaje-5-4-3-2-1.mp3'))).toBe(true);
    const sent = await create({ routeId: route.id, title: 'Audio 2', type: 'AUDIO', duration: '30', quizData: quiz }, media('escaneo-corporal.mp3'));
    expect(sent.json()).toMatchObject({ duration: 30, quizData: null, subtitles: null, order: 2 });
  });

  it('VIDEO and IMAGE: the demo MP4 (duration read) and WebP are accepted', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    const video = await create({ routeId: route.id, title: 'Video', type: 'VIDEO' }, media('emociones-como-olas.mp4'));
    expect(video.statusCode).toBe(201);
    expect(video.json()).toMatchObject({ duration: 25 });
    expect(video.json().file.url).toMatch(/\.mp4$/);
    const image = await create(
      { routeId: route.id, title: 'Imagen', type: 'IMAGE', fileAlt: 'La rueda de las emociones' },
      media('rueda-de-las-emociones.webp'),
    );
    expect(image.statusCode).toBe(201);
    expect(image.json()).toMatchObject({ duration: 60, order: 2 });
    expect(image.json().file.url).toMatch(/\.webp$/);
  });

  it('checks the real type from the bytes: a PNG as AUDIO, an MP3 as VIDEO, text as IMAGE answer 415', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    const png: FilePart = { field: 'file', name: 'voz.mp3', type: 'audio/mpeg', bytes: await pngImage() };
    const cases: [string, FilePart, string][] = [
      ['AUDIO', png, authoringMessages.audioOnly],
      ['AUDIO', media('emociones-como-olas.mp4'), authoringMessages.audioOnly],
      ['VIDEO', media('escaneo-corporal.mp3'), authoringMessages.videoOnly],
      ['IMAGE', { field: 'file', name: 'a.png', bytes: Buffer.from('hola') }, authoringMessages.imageOnly],
      ['IMAGE', media('escaneo-corporal.mp3'), authoringMessages.imageOnly],
    ];
    for (const [type, file, message] of cases) {
      const response = await create({ routeId: route.id, title: 'x', type, fileAlt: 'Texto alternativo' }, file);
      expect(response.statusCode, `${type} ${file.name}`).toBe(415);
      expect(response.json().message).toEqual([message]);
    }
    expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
  });

  it('re-encodes images: EXIF is dropped and its orientation applied', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    // 40×20 pixels, EXIF orientation 6 (rotate 90°): shown as 20×40.
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 200, b: 90 } } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secreto', Artist: 'Ana' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await create({ routeId: route.id, title: 'Foto', type: 'IMAGE', fileAlt: 'Una foto' }, { field: 'file', name: 'foto.jpg', bytes: jpeg });
    expect(response.statusCode).toBe(201);
    expect(response.json().file.url).toMatch(/\.jpg$/);
    const stored = await sharp(storedFile(t.uploadsDir, response.json().file.url)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([20, 40]);
  });

  it('keeps an animated GIF animated', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    // Two 8×8 frames of different colours, stacked as pages of one 8×16 strip.
    const red = Buffer.alloc(8 * 8 * 4, Buffer.from([255, 0, 0, 255]));
    const blue = Buffer.alloc(8 * 8 * 4, Buffer.from([0, 0, 255, 255]));
    const gif = await sharp(Buffer.concat([red, blue]), { raw: { width: 8, height: 16, channels: 4, pageHeight: 8 } })
      .gif({ delay: [100, 100], loop: 0 })
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(2);
    const response = await create({ routeId: route.id, title: 'GIF', type: 'IMAGE', fileAlt: 'Un GIF' }, { field: 'file', name: 'a.gif', bytes: gif });
    expect(response.statusCode).toBe(201);
    expect(response.json().file.url).toMatch(/\.gif$/);
    expect((await sharp(storedFile(t.uploadsDir, response.json().file.url), { animated: true }).metadata()).pages).toBe(2);
  });
});

describe('PATCH /api/contents/{id}', () => {
  it('changes a subset and keeps the rest, type included', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    const created = (await create({ routeId: route.id, title: 'Cuestionario', type: 'QUIZ', quizData: quiz, points: '8' })).json();
    const response = await send('PATCH', `/api/contents/${created.id}`, multipartForm({ title: 'Nuevo', routeId: route.id }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Nuevo', type: 'QUIZ', quizData: quiz, points: 8, order: 1 });
  });

  it('a content cannot move to another route', async () => {
    const {
      route,
      contents: [content],
    } = await createRoute(t, { contentPoints: [5] });
    const other = await createRoute(t, { contentPoints: [] });
    const response = await send('PATCH', `/api/contents/${content!.id}`, multipartForm({ routeId: other.route.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([authoringMessages.routeChangeNotAllowed]);
    expect((await t.db.select().from(contents).where(eq(contents.id, content!.id)))[0]!.routeId).toBe(route.id);
  });

  it('changing the type drops what no longer applies: the old file (from disk too), quiz data, subtitles', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    const subtitles = JSON.stringify([{ text: 'Hola', start: 0, end: 1 }]);
    const audio = (await create({ routeId: route.id, title: 'Audio', type: 'AUDIO', subtitles }, media('mirar-un-pensamiento.mp3'))).json();
    const audioFile = storedFile(t.uploadsDir, audio.file.url);
    const needsFile = await send('PATCH', `/api/contents/${audio.id}`, multipartForm({ type: 'VIDEO' }));
    expect(needsFile.json().message).toEqual([authoringMessages.fileRequired]);
    const toReading = await send('PATCH', `/api/contents/${audio.id}`, multipartForm({ type: 'READING' }));
    expect(toReading.json().message).toEqual([authoringMessages.readingRequired]);
    const reading = await send('PATCH', `/api/contents/${audio.id}`, multipartForm({ type: 'READING', content: 'Texto' }));
    expect(reading.statusCode).toBe(200);
    expect(reading.json()).toMatchObject({ type: 'READING', file: null, subtitles: null, content: 'Texto' });
    expect(fs.existsSync(audioFile)).toBe(false);
    const video = await send('PATCH', `/api/contents/${audio.id}`, multipartForm({ type: 'VIDEO' }, media('pensamientos-como-nubes.mp4')));
    expect(video.json()).toMatchObject({ type: 'VIDEO', duration: 29 });
    expect(video.json().file.url).toMatch(/\.mp4$/);
  });

  it('replacing a file keeps a file another content still uses', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    // Bytes no other test stores: an MP3 with a unique tail.
    const unique: FilePart = { field: 'file', name: 'u.mp3', bytes: Buffer.concat([demoMedia('escaneo-corporal.mp3'), Buffer.from('solo-aqui')]) };
    const first = (await create({ routeId: route.id, title: 'A', type: 'AUDIO' }, unique)).json();
    const second = (await create({ routeId: route.id, title: 'B', type: 'AUDIO' }, unique)).json();
    expect(second.file.url).toBe(first.file.url);
    const replaced = await send('PATCH', `/api/contents/${first.id}`, multipartForm({}, media('anclaje-5-4-3-2-1.mp3')));
    expect(replaced.json()).toMatchObject({ duration: 82 });
    expect(fs.existsSync(storedFile(t.uploadsDir, second.file.url))).toBe(true);
    const again = await send('PATCH', `/api/contents/${second.id}`, multipartForm({}, media('anclaje-5-4-3-2-1.mp3')));
    expect(again.statusCode).toBe(200);
    expect(fs.existsSync(storedFile(t.uploadsDir, second.file.url))).toBe(false);
  });

  it('answers 404 for an unknown content', async () => {
    const response = await send('PATCH', '/api/contents/00000000-0000-4000-8000-000000000000', multipartForm({ title: 'x' }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual([learningMessages.contentNotFound]);
  });
});

describe('DELETE /api/contents/{id}', () => {
  it("re-densifies the route, removes the file, and every user's progress is counted anew", async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    const done = (await create({ routeId: route.id, title: 'Hecho', content: 'a' })).json();
    const image = (
      await create(
        { routeId: route.id, title: 'Pendiente', type: 'IMAGE', fileAlt: 'Un cuadrado gris' },
        { field: 'file', name: 'p.png', bytes: await pngImage(7, 7, { r: 7, g: 7, b: 7 }) },
      )
    ).json();
    const last = (await create({ routeId: route.id, title: 'Último', content: 'c' })).json();
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: user.auth });
    const progressId = (await call('POST', '/api/user-progress', { routeId: route.id, status: 'IN_PROGRESS' })).json().id;
    for (const content of [done, last]) {
      const interaction = (await call('POST', '/api/user-progress/interaction', { contentId: content.id, userRouteProgressId: progressId })).json().id;
      await call('PATCH', `/api/user-progress/interaction/${interaction}`, { completed: true });
    }
    const mine = async () => (await call('GET', '/api/routes')).json().find((r: { id: string }) => r.id === route.id);
    expect(await mine()).toMatchObject({ progress: 66, progressStatus: 'IN_PROGRESS' });

    const response = await send('DELETE', `/api/contents/${image.id}`);
    expect(response.statusCode).toBe(204);
    expect(fs.existsSync(storedFile(t.uploadsDir, image.file.url))).toBe(false);
    expect(await ordersOf(route.id)).toEqual([
      [done.id, 1],
      [last.id, 2],
    ]);
    expect(await mine()).toMatchObject({ progress: 100, progressStatus: 'COMPLETED' });
    const report = (await send('GET', `/api/user-progress?routeId=${route.id}`)).json();
    expect(report).toEqual([expect.objectContaining({ userId: user.user.id, progress: 100, status: 'COMPLETED' })]);
    expect((await send('DELETE', `/api/contents/${image.id}`)).statusCode).toBe(404);
  });
});

describe('alt text (issue 23)', () => {
  it('an IMAGE needs its alt text (Spanish 400); it is stored, returned with the file, and kept on edit', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    for (const fileAlt of [undefined, '   ']) {
      const refused = await create({ routeId: route.id, title: 'Imagen', type: 'IMAGE', fileAlt }, media('respiracion-cuadrada.webp'));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual([authoringMessages.altRequired]);
    }
    const created = await create(
      { routeId: route.id, title: 'Imagen', type: 'IMAGE', fileAlt: ' Un cuadrado para respirar ' },
      media('respiracion-cuadrada.webp'),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().file).toMatchObject({ alt: 'Un cuadrado para respirar' });
    const renamed = await send('PATCH', `/api/contents/${created.json().id}`, multipartForm({ title: 'Otra' }));
    expect(renamed.json().file.alt).toBe('Un cuadrado para respirar');
    const emptied = await send('PATCH', `/api/contents/${created.json().id}`, multipartForm({ fileAlt: '' }));
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toEqual([authoringMessages.altRequired]);
    const learner = await send('GET', `/api/contents/${created.json().id}`, undefined, user.auth);
    expect(learner.json().file.alt).toBe('Un cuadrado para respirar');
  });

  it('a route cover keeps an optional alt text; an empty one is decorative (null)', async () => {
    const withAlt = await send(
      'POST',
      '/api/routes',
      multipartForm({ title: 'Ruta', description: 'D', coverImageAlt: 'Un sol sobre el mar' }, { field: 'coverImage', name: 'c.png', bytes: await pngImage() }),
    );
    expect(withAlt.statusCode).toBe(201);
    expect(withAlt.json().coverImage).toMatchObject({ alt: 'Un sol sobre el mar' });
    const listed = (await send('GET', '/api/routes', undefined, user.auth)).json().find((route: { id: string }) => route.id === withAlt.json().id);
    expect(listed.coverImage.alt).toBe('Un sol sobre el mar');
    const emptied = await send('PATCH', `/api/routes/${withAlt.json().id}`, multipartForm({ coverImageAlt: '' }));
    expect(emptied.json().coverImage).toMatchObject({ alt: null });
  });
});

describe('PUT/DELETE /api/contents/{id}/captions', () => {
  const video = async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    return (await create({ routeId: route.id, title: 'Video', type: 'VIDEO' }, media('emociones-como-olas.mp4'))).json() as { id: string };
  };

  it('stores a WebVTT file, serves it as text/vtt with Range, and deletes it with its content', async () => {
    const { id } = await video();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/contents/${id}/captions`,
      payload: multipartForm({}, vtt(`\uFEFF${CAPTIONS}`)) as never,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().captionsUrl;
    expect(url).toMatch(/^\/files\/[0-9a-f]{24}\.vtt$/);
    expect((await send('GET', `/api/contents/${id}`, undefined, user.auth)).json().captionsUrl).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/vtt/);
    const ranged = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=3-8' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('WEBVTT');
    expect(fs.existsSync(storedFile(t.uploadsDir, url))).toBe(true);
    expect((await send('DELETE', `/api/contents/${id}`)).statusCode).toBe(204);
    expect(fs.existsSync(storedFile(t.uploadsDir, url))).toBe(false);
  });

  it('a new file replaces the old one (deleted), DELETE removes it', async () => {
    const { id } = await video();
    const put = (text: string) =>
      t.app.inject({ method: 'PUT', url: `/api/contents/${id}/captions`, payload: multipartForm({}, vtt(text)) as never, headers: admin.auth });
    const first = (await put(CAPTIONS)).json().captionsUrl as string;
    const second = (await put(`${CAPTIONS}\n00:05.000 --> 00:08.000\nY vuelven a bajar.\n`)).json().captionsUrl as string;
    expect(second).not.toBe(first);
    expect(fs.existsSync(storedFile(t.uploadsDir, first))).toBe(false);
    const removed = await send('DELETE', `/api/contents/${id}/captions`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().captionsUrl).toBeNull();
    expect(fs.existsSync(storedFile(t.uploadsDir, second))).toBe(false);
  });

  it('refuses what is not WebVTT (415), a file over 1 MB (413), no file or a content that is not a video (400), in Spanish', async () => {
    const { id } = await video();
    const put = (form: FormData, contentId = id) =>
      t.app.inject({ method: 'PUT', url: `/api/contents/${contentId}/captions`, payload: form as never, headers: admin.auth });
    const refused: [FilePart, number, string][] = [
      [vtt('1\n00:00:00,000 --> 00:00:02,000\nHola\n', 'es.srt'), 415, authoringMessages.captionsOnly],
      [vtt('WEBVTTX\n'), 415, authoringMessages.captionsOnly],
      [vtt(Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe])), 415, authoringMessages.captionsOnly],
      [vtt(`WEBVTT\n\n${'a'.repeat(1024 * 1024)}`), 413, authoringMessages.captionsTooLarge(1)],
    ];
    for (const [file, status, message] of refused) {
      const response = await put(multipartForm({}, file));
      expect(response.statusCode, file.name).toBe(status);
      expect(response.json().message).toEqual([message]);
    }
    expect((await put(multipartForm({}))).json().message).toEqual([authoringMessages.captionsOnly]);
    const { route } = await createRoute(t, { contentPoints: [] });
    const reading = (await create({ routeId: route.id, title: 'Lectura', content: 'Hola' })).json();
    const notVideo = await put(multipartForm({}, vtt(CAPTIONS)), reading.id);
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().message).toEqual([authoringMessages.captionsVideoOnly]);
    expect((await put(multipartForm({}, vtt(CAPTIONS)), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await send('GET', `/api/contents/${id}`)).json().captionsUrl).toBeNull();
    expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
  });

  it('captions go when the content stops being a video', async () => {
    const { id } = await video();
    const url = (
      await t.app.inject({ method: 'PUT', url: `/api/contents/${id}/captions`, payload: multipartForm({}, vtt(`${CAPTIONS}\n`)) as never, headers: admin.auth })
    ).json().captionsUrl as string;
    const changed = await send('PATCH', `/api/contents/${id}`, multipartForm({ type: 'READING', content: 'Ahora es una lectura' }));
    expect(changed.json().captionsUrl).toBeNull();
    expect(fs.existsSync(storedFile(t.uploadsDir, url))).toBe(false);
  });
});

describe('PATCH /api/contents/reorder', () => {
  it('stores 1..n following newOrder', async () => {
    const { route, contents: rows } = await createRoute(t, { contentPoints: [1, 2, 3] });
    const ids = rows.map((row) => row.id);
    const response = await send('PATCH', '/api/contents/reorder', {
      contents: [
        { contentId: ids[2], newOrder: 5 },
        { contentId: ids[0], newOrder: 9 },
        { contentId: ids[1], newOrder: 7 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { id: string; order: number }) => [c.id, c.order])).toEqual([
      [ids[2], 1],
      [ids[1], 2],
      [ids[0], 3],
    ]);
    expect(await ordersOf(route.id)).toEqual([
      [ids[2], 1],
      [ids[1], 2],
      [ids[0], 3],
    ]);
  });

  it('refuses ids of two routes, a partial list, unknown ids or repeated positions, and changes nothing', async () => {
    const { route, contents: rows } = await createRoute(t, { contentPoints: [1, 2, 3] });
    const other = await createRoute(t, { contentPoints: [1] });
    const ids = rows.map((row) => row.id);
    const before = await ordersOf(route.id);
    const cases: [object, string][] = [
      [{ contents: [...ids, other.contents[0]!.id].map((contentId, i) => ({ contentId, newOrder: i + 1 })) }, authoringMessages.reorderMismatch],
      [{ contents: ids.slice(1).map((contentId, i) => ({ contentId, newOrder: i + 1 })) }, authoringMessages.reorderMismatch],
      [{ contents: [{ contentId: '00000000-0000-4000-8000-000000000000', newOrder: 1 }] }, authoringMessages.reorderMismatch],
      [{ contents: ids.map((contentId) => ({ contentId, newOrder: 2 })) }, authoringMessages.reorderInvalid],
      [{ contents: ids.map((contentId) => ({ contentId, newOrder: 1.5 })) }, authoringMessages.reorderInvalid],
      [{ contents: [] }, authoringMessages.reorderEmpty],
    ];
    for (const [body, message] of cases) {
      const response = await send('PATCH', '/api/contents/reorder', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual([message]);
    }
    expect(await ordersOf(route.id)).toEqual(before);
  });

  it('keeps orders unique when contents are created in one route at the same time', async () => {
    const { route } = await createRoute(t, { contentPoints: [] });
    await Promise.all([1, 2, 3, 4, 5].map((n) => create({ routeId: route.id, title: `C${n}`, content: 'x' })));
    expect((await ordersOf(route.id)).map(([, order]: [string, number]) => order)).toEqual([1, 2, 3, 4, 5]);
  });
});

it('leaves no temporary file behind', () => {
  expect(leftoverTemporaryFiles(t.uploadsDir)).toEqual([]);
});
