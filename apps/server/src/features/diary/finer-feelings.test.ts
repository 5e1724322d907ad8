import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINER_FEELINGS, FINER_FEELING_KEYS, finerFeelingsOf } from '@sendero/shared';
import { diaryRecords } from './diary.tables.js';
import { useTestApp } from '../../test/test-app.js';
import { registerUser, type RegisteredUser } from '../../test/factories.js';
import { multipartForm } from '../../test/uploads.js';
import { unzip, zipOf } from '../../test/zip.js';
import { parseCsv } from '../../lib/csv.js';

// Finer words under the feelings (issue 28, decision 042): validated against the shared
// vocabulary, stored on create and edit, counted, exported and imported.

const t = useTestApp({ freshUploadsDir: true });

type User = RegisteredUser;
const post = (user: User, payload: object) => t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload });
const patch = (user: User, id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/diary/${id}`, headers: user.auth, payload });
const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
const message = (response: { json: () => unknown }) => JSON.stringify(response.json());

const exportOf = async (user: User) => await unzip((await get(user, '/api/account/export')).rawPayload);
const importZip = (user: User, bytes: Buffer) =>
  t.app.inject({ method: 'POST', url: '/api/account/import', headers: user.auth, payload: multipartForm({}, { field: 'file', name: 'export.zip', bytes }) });

describe('the vocabulary', () => {
  it('has about forty words, eight under each feeling, each key under one feeling only', () => {
    expect(FINER_FEELING_KEYS).toHaveLength(40);
    expect(new Set(FINER_FEELING_KEYS).size).toBe(40);
    for (const feeling of ['GREAT', 'GOOD', 'NEUTRAL', 'BAD', 'TERRIBLE'] as const) expect(finerFeelingsOf(feeling)).toHaveLength(8);
    expect(FINER_FEELINGS.BAD.agotado).toBe('agotado/a');
  });
});

describe('a finer word on a diary entry', () => {
  it('is stored with a new entry and returned on every read; without one it is null', async () => {
    const user = await registerUser(t);
    const created = await post(user, { feeling: 'BAD', finerFeeling: 'agotado', description: '' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ feeling: 'BAD', finerFeeling: 'agotado' });
    const [row] = await t.db
      .select()
      .from(diaryRecords)
      .where(eq(diaryRecords.id, created.json().id as string));
    expect(row!.finerFeeling).toBe('agotado');
    expect((await get(user, '/api/diary')).json().data[0].finerFeeling).toBe('agotado');
    const now = t.clock.now();
    expect((await get(user, `/api/diary/month?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}&tz=UTC`)).json()[0].finerFeeling).toBe('agotado');
    const plain = await post(user, { feeling: 'GOOD', description: 'Sin palabra.' });
    expect(plain.json().finerFeeling).toBeNull();
    expect((await post(user, { feeling: 'GOOD', finerFeeling: null })).json().finerFeeling).toBeNull();
  });

  it('refuses a word that is not in the vocabulary, or is under another feeling, with a Spanish 400 and stores nothing', async () => {
    const user = await registerUser(t);
    const unknown = await post(user, { feeling: 'BAD', finerFeeling: 'melancólico' });
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toContain('Esa palabra no está entre las que Sendero ofrece');
    const wrongFeeling = await post(user, { feeling: 'GREAT', finerFeeling: 'agotado' });
    expect(wrongFeeling.statusCode).toBe(400);
    expect(message(wrongFeeling)).toContain('Esa palabra no corresponde a «Excelente»');
    for (const bad of [42, ['triste'], { word: 'triste' }, '']) {
      const response = await post(user, { feeling: 'BAD', finerFeeling: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await get(user, '/api/diary')).json().data).toEqual([]);
  });

  it('an edit sets, changes or removes the word alone (the advice stays), and checks it against the stored feeling', async () => {
    const user = await registerUser(t);
    const created = (await post(user, { feeling: 'BAD', description: 'Un día largo.' })).json();
    const set = await patch(user, created.id, { finerFeeling: 'triste' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ feeling: 'BAD', finerFeeling: 'triste', advice: created.advice, adviceSource: created.adviceSource });
    const refused = await patch(user, created.id, { finerFeeling: 'feliz' });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toContain('Esa palabra no corresponde a «Mal»');
    expect((await get(user, '/api/diary')).json().data[0].finerFeeling).toBe('triste');
    expect((await patch(user, created.id, { finerFeeling: null })).json().finerFeeling).toBeNull();
    // A new feeling and its word together; a word under another feeling than the new one is refused.
    expect((await patch(user, created.id, { feeling: 'GOOD', finerFeeling: 'en_calma' })).json()).toMatchObject({ feeling: 'GOOD', finerFeeling: 'en_calma' });
    expect((await patch(user, created.id, { feeling: 'TERRIBLE', finerFeeling: 'en_calma' })).statusCode).toBe(400);
  });

  it('a new feeling without a word keeps the word only while the feeling is the same', async () => {
    const user = await registerUser(t);
    const created = (await post(user, { feeling: 'BAD', finerFeeling: 'con_estres', description: 'Reuniones.' })).json();
    expect((await patch(user, created.id, { feeling: 'BAD', description: 'Muchas reuniones.' })).json().finerFeeling).toBe('con_estres');
    expect((await patch(user, created.id, { feeling: 'NEUTRAL' })).json()).toMatchObject({ feeling: 'NEUTRAL', finerFeeling: null });
  });

  it("never sets a word on someone else's record: it answers as a missing one", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const created = (await post(owner, { feeling: 'BAD', finerFeeling: 'solo' })).json();
    for (const finerFeeling of ['triste', 'feliz', null]) {
      const response = await patch(other, created.id, { finerFeeling });
      expect(response.statusCode, String(finerFeeling)).toBe(404);
    }
    expect((await get(owner, '/api/diary')).json().data[0].finerFeeling).toBe('solo');
  });
});

describe('finer words in the statistics («Estadísticas»: the insights)', () => {
  it('the insights count each word ever chosen, feelings in order and the most used first, and follow an edit at once', async () => {
    const user = await registerUser(t);
    for (const [feeling, finerFeeling] of [
      ['BAD', 'agotado'],
      ['BAD', 'triste'],
      ['BAD', 'triste'],
      ['GOOD', 'en_calma'],
      ['GOOD', null],
    ] as const) {
      expect((await post(user, { feeling, finerFeeling })).statusCode).toBe(201);
    }
    const counts = async (person: User) => (await get(person, '/api/profile/insights?tz=UTC')).json().finerFeelingCounts;
    expect(await counts(user)).toEqual([
      { feeling: 'GOOD', finerFeeling: 'en_calma', count: 1 },
      { feeling: 'BAD', finerFeeling: 'triste', count: 2 },
      { feeling: 'BAD', finerFeeling: 'agotado', count: 1 },
    ]);
    // Only the word changes (no feeling count moves): the statistics see it at once.
    const plain = (await get(user, '/api/diary')).json().data.find((record: { finerFeeling: string | null }) => record.finerFeeling === null);
    await patch(user, plain.id, { finerFeeling: 'agradecido' });
    expect(await counts(user)).toContainEqual({ feeling: 'GOOD', finerFeeling: 'agradecido', count: 1 });
    // The metrics keep their one cheap query (decision 042); someone else's statistics never hold these words.
    expect((await get(user, '/api/profile/metrics')).json()).not.toHaveProperty('finerFeelingsStats');
    expect(await counts(await registerUser(t))).toEqual([]);
  });

  it('the insights name the most used words under each feeling over the weeks they show', async () => {
    const user = await registerUser(t);
    for (const finerFeeling of ['con_ansiedad', 'con_ansiedad', 'triste', 'frustrado', 'solo', 'solo', 'solo'])
      await post(user, { feeling: 'BAD', finerFeeling });
    await post(user, { feeling: 'GREAT', finerFeeling: 'feliz' });
    const insights = (await get(user, '/api/profile/insights?tz=Europe/Madrid')).json();
    expect(insights.finerFeelings).toEqual([
      { feeling: 'GREAT', words: [{ finerFeeling: 'feliz', count: 1 }] },
      // Three at most; a tie keeps the vocabulary's order (triste before frustrado).
      {
        feeling: 'BAD',
        words: [
          { finerFeeling: 'solo', count: 3 },
          { finerFeeling: 'con_ansiedad', count: 2 },
          { finerFeeling: 'triste', count: 1 },
        ],
      },
    ]);
  });
});

describe('finer words in the export and the import', () => {
  it('the JSON and the CSV carry the word, and an import brings it back', async () => {
    const owner = await registerUser(t);
    await post(owner, { feeling: 'BAD', finerFeeling: 'agotado', description: 'Semana dura.' });
    await post(owner, { feeling: 'GOOD', description: 'Sin palabra.' });
    const files = await exportOf(owner);
    const document = JSON.parse(files.get('sendero-export.json')!.toString('utf8')) as { diaryRecords: { finerFeeling: string | null }[] };
    expect(document.diaryRecords.map((record) => record.finerFeeling).sort()).toEqual(['agotado', null].sort());
    const csv = await parseCsv(files.get('diary.csv')!.toString('utf8'), { maxRecords: 10, maxFieldLength: 10_000 });
    if (!('records' in csv)) throw new Error(csv.problem);
    expect(csv.records[0]!.fields.at(-1)).toBe('matiz');
    expect(
      csv.records
        .slice(1)
        .map((row) => row.fields.at(-1))
        .sort(),
    ).toEqual(['', 'agotado/a']);

    const newcomer = await registerUser(t);
    const zip = await zipOf({ 'sendero-export.json': files.get('sendero-export.json')! });
    expect((await importZip(newcomer, zip)).json()).toMatchObject({ added: 2, skipped: 0 });
    const imported = (await get(newcomer, '/api/diary')).json().data as { description: string; finerFeeling: string | null }[];
    expect(imported.find((record) => record.description === 'Semana dura.')!.finerFeeling).toBe('agotado');
    expect((await get(newcomer, '/api/profile/insights?tz=UTC')).json().finerFeelingCounts).toEqual([{ feeling: 'BAD', finerFeeling: 'agotado', count: 1 }]);
  });

  it('an export from before finer words still imports, and a word under the wrong feeling is refused', async () => {
    const owner = await registerUser(t);
    await post(owner, { feeling: 'BAD', finerFeeling: 'triste', description: 'Antes.' });
    const document = JSON.parse((await exportOf(owner)).get('sendero-export.json')!.toString('utf8')) as { diaryRecords: Record<string, unknown>[] };
    const older = { ...document, diaryRecords: document.diaryRecords.map(({ finerFeeling: _dropped, ...record }) => record) };
    const newcomer = await registerUser(t);
    const response = await importZip(newcomer, await zipOf({ 'sendero-export.json': Buffer.from(JSON.stringify(older)) }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(newcomer, '/api/diary')).json().data[0]).toMatchObject({ description: 'Antes.', finerFeeling: null });

    const mismatched = { ...document, diaryRecords: document.diaryRecords.map((record) => ({ ...record, finerFeeling: 'feliz' })) };
    const refused = await importZip(await registerUser(t), await zipOf({ 'sendero-export.json': Buffer.from(JSON.stringify(mismatched)) }));
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toContain('diaryRecords.0.finerFeeling');
  });
});
