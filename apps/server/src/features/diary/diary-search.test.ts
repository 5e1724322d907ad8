import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarySearchMessages } from '@sendero/shared';
import { diaryRecords } from './diary.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof registerUser>>;
type Page = { data: { id: string; description: string; feeling: string; tags: string[]; advice: string | null }[]; nextCursor: string | null };
const DAY = 86_400_000;

const write = async (user: User, entry: { feeling: string; description: string; tags?: string[]; daysAgo?: number }) => {
  const createdAt = entry.daysAgo ? new Date(t.clock.now().getTime() - entry.daysAgo * DAY).toISOString() : undefined;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/diary/entry',
    headers: user.auth,
    payload: { feeling: entry.feeling, description: entry.description, tags: entry.tags, createdAt },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Page['data'][number]>();
};
const search = (user: User, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/diary/search?${new URLSearchParams(query).toString()}`, headers: user.auth });
const found = async (user: User, query: Record<string, string>) => {
  const response = await search(user, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
const descriptions = (page: Page) => page.data.map((record) => record.description);
const dayKey = (daysAgo: number) => new Date(t.clock.now().getTime() - daysAgo * DAY).toISOString().slice(0, 10);

describe("GET /api/diary/search (the person's own diary, sealed at rest)", () => {
  let ana: User;
  let advice: string;
  beforeAll(async () => {
    ana = await registerUser(t);
    await write(ana, { feeling: 'GOOD', description: 'Escuché una canción de mi abuela.', tags: ['familia', 'Guitarra'], daysAgo: 5 });
    await write(ana, { feeling: 'BAD', description: 'Discutí en el trabajo por una tontería.', tags: ['trabajo'], daysAgo: 3 });
    await write(ana, { feeling: 'GREAT', description: 'Otra CANCION en la radio, y bailé.', daysAgo: 1 });
    advice = (await write(ana, { feeling: 'NEUTRAL', description: 'Un día sin más.' })).advice!;
  });

  it('finds words without tildes or case, in the text, newest first', async () => {
    expect(descriptions(await found(ana, { q: 'cancion' }))).toEqual(['Otra CANCION en la radio, y bailé.', 'Escuché una canción de mi abuela.']);
    expect(descriptions(await found(ana, { q: 'Canción abuela' }))).toEqual(['Escuché una canción de mi abuela.']);
    expect(descriptions(await found(ana, { q: 'bailé' }))).toEqual(['Otra CANCION en la radio, y bailé.']);
    expect((await found(ana, { q: 'pajarito' })).data).toEqual([]);
  });

  it("finds words in the advice, in the person's own tags and in the fixed tags by their Spanish names", async () => {
    const adviceWord = advice.split(/[^\p{L}]+/u).find((word) => word.length >= 7 && !/cancion|canción|trabajo|tontería|abuela/i.test(word))!;
    expect(descriptions(await found(ana, { q: adviceWord })), adviceWord).toContain('Un día sin más.');
    expect(descriptions(await found(ana, { q: 'guitarra' }))).toEqual(['Escuché una canción de mi abuela.']);
    expect(descriptions(await found(ana, { q: 'Familia' }))).toEqual(['Escuché una canción de mi abuela.']);
  });

  it('filters by feeling, by tag (fixed or own) and by dates, with or without words', async () => {
    expect(descriptions(await found(ana, { q: 'cancion', feeling: 'GOOD' }))).toEqual(['Escuché una canción de mi abuela.']);
    expect(descriptions(await found(ana, { feeling: 'BAD' }))).toEqual(['Discutí en el trabajo por una tontería.']);
    expect(descriptions(await found(ana, { tag: 'Trabajo' }))).toEqual(['Discutí en el trabajo por una tontería.']);
    expect(descriptions(await found(ana, { tag: 'guitarra' }))).toEqual(['Escuché una canción de mi abuela.']);
    expect(descriptions(await found(ana, { q: 'cancion', tag: 'guitarra' }))).toEqual(['Escuché una canción de mi abuela.']);
    expect(descriptions(await found(ana, { q: 'cancion', from: dayKey(2), to: dayKey(0) }))).toEqual(['Otra CANCION en la radio, y bailé.']);
    expect(descriptions(await found(ana, { from: dayKey(5), to: dayKey(3) }))).toEqual([
      'Discutí en el trabajo por una tontería.',
      'Escuché una canción de mi abuela.',
    ]);
  });

  it('walks the results in keyset pages', async () => {
    const first = await found(ana, { q: 'cancion', limit: '1' });
    expect(descriptions(first)).toEqual(['Otra CANCION en la radio, y bailé.']);
    const second = await found(ana, { q: 'cancion', limit: '1', cursor: first.nextCursor! });
    expect(descriptions(second)).toEqual(['Escuché una canción de mi abuela.']);
    // The page filled on the diary's oldest entry: nothing comes after it.
    expect(second.nextCursor).toBeNull();
    const filtered = await found(ana, { feeling: 'GOOD', limit: '1' });
    expect(descriptions(filtered)).toEqual(['Escuché una canción de mi abuela.']);
    expect(filtered.nextCursor).toBeNull();
  });

  it("never finds another person's entries, whatever they search", async () => {
    const bruno = await registerUser(t);
    await write(bruno, { feeling: 'GOOD', description: 'Mi propia canción.' });
    expect(descriptions(await found(bruno, { q: 'cancion' }))).toEqual(['Mi propia canción.']);
    expect(descriptions(await found(bruno, { q: 'abuela' }))).toEqual([]);
    expect(descriptions(await found(bruno, { feeling: 'BAD' }))).toEqual([]);
    // Ana's cursor in Bruno's hands walks only Bruno's diary.
    const anaCursor = (await found(ana, { q: 'cancion', limit: '1' })).nextCursor!;
    expect(descriptions(await found(bruno, { q: 'cancion', cursor: anaCursor }))).toEqual([]);
  });

  it('an edited entry is found by its new words only, at once', async () => {
    const entry = await write(ana, { feeling: 'GOOD', description: 'Hoy pinté un girasol.' });
    expect(descriptions(await found(ana, { q: 'girasol' }))).toEqual(['Hoy pinté un girasol.']);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/diary/${entry.id}`,
      headers: ana.auth,
      payload: { description: 'Hoy pinté una amapola.', tags: ['Acuarela'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await found(ana, { q: 'girasol' })).data).toEqual([]);
    expect(descriptions(await found(ana, { q: 'amapola acuarela' }))).toEqual(['Hoy pinté una amapola.']);
    await t.app.inject({ method: 'DELETE', url: `/api/diary/${entry.id}`, headers: ana.auth });
    expect((await found(ana, { q: 'amapola' })).data).toEqual([]);
  });

  it('keeps no word in the clear: the rows hold only sealed values', async () => {
    const rows = await t.db.select({ description: diaryRecords.description, ownTags: diaryRecords.ownTags }).from(diaryRecords);
    expect(rows.every((row) => row.description.startsWith('enc:v2:') && (row.ownTags === null || row.ownTags.startsWith('enc:v2:')))).toBe(true);
  });

  it('refuses bad input with a Spanish 400 and needs a session', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ q: 'a'.repeat(101) }, diarySearchMessages.queryTooLong],
      [{ q: 'uno dos tres cuatro cinco seis siete ocho nueve' }, diarySearchMessages.tooManyWords],
      [{ feeling: 'HAPPY' }, diarySearchMessages.feelingInvalid],
      [{ tag: 'x'.repeat(31) }, diarySearchMessages.tagInvalid],
      [{ from: '2026-02-30' }, diarySearchMessages.dateInvalid],
      [{ to: 'ayer' }, diarySearchMessages.dateInvalid],
      [{ from: '2026-03-02', to: '2026-03-01' }, diarySearchMessages.datesReversed],
      [{ tz: 'Marte/Olimpo' }, diarySearchMessages.timeZoneInvalid],
      [{ limit: '0' }, diarySearchMessages.limitInvalid],
      [{ limit: 'muchos' }, diarySearchMessages.limitInvalid],
      [{ cursor: 'no-es-un-cursor' }, 'El cursor no es válido.'],
    ];
    for (const [query, message] of cases) {
      const response = await search(ana, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message, JSON.stringify(query)).toContain(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/diary/search?q=hola' })).statusCode).toBe(401);
  });
});
