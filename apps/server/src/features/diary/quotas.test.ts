import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryRecords } from './diary.tables.js';
import { diaryVoiceNotes } from './voice-notes.tables.js';
import { registerUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartForm } from '../../test/uploads.js';
import { zipOf } from '../../test/zip.js';

/** Issue 25, finding 3: entries and voice notes had no limit per person (200 notes of 50 MB were accepted). */
const webmVoice = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/voice-note.webm'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    freshUploadsDir: true,
    // The tests move the clock a day forward: the sessions must outlive it.
    accessTokenTtlMs: 3 * 24 * 3600_000,
    quotas: { entriesPerDay: 3, voiceNotesPerDay: 2, voiceNoteBytesPerPerson: webmVoice.length * 3 + 10, importedRecordsPerDay: 4 },
  });
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof registerUser>>;
const write = (user: User, description = 'Hoy ha sido un día normal.', more: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload: { feeling: 'GOOD', description, audioUrl: '', ...more } });
const upload = (user: User, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/diary/voice-notes',
    headers: user.auth,
    payload: multipartForm({}, { field: 'file', name: 'nota.webm', bytes: webmVoice, type: 'audio/webm' }),
  });

describe('quotas per person', () => {
  it('diary entries per 24 hours: a Spanish 429 with Retry-After until the oldest leaves the day; others still write', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 3; i++) {
      expect((await write(user)).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    const refused = await write(user);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(24 * 3600 - 180);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: ['Has escrito 3 entradas en las últimas 24 horas, el máximo por día. Podrás escribir otra en 24 horas.'],
    });
    expect((await write(await registerUser(t))).statusCode).toBe(201);
    t.clock.advance(24 * 3600_000 - 180_000 + 1);
    expect((await write(user)).statusCode).toBe(201);
  });

  it('voice notes per 24 hours, then bytes in all: 429, then 413, both in Spanish', async () => {
    const user = await registerUser(t);
    // Kept with entries: a note no entry keeps is swept after a day, and gives its space back.
    for (let i = 0; i < 2; i++) {
      const note = await upload(user);
      expect(note.statusCode).toBe(201);
      const kept = await t.app.inject({
        method: 'POST',
        url: '/api/diary/entry',
        headers: user.auth,
        payload: { feeling: 'GOOD', description: 'Con nota.', audioUrl: note.json().audioUrl },
      });
      expect(kept.statusCode).toBe(201);
    }
    const today = await upload(user);
    expect(today.statusCode).toBe(429);
    expect(today.headers['retry-after']).toBeDefined();
    expect(today.json().message[0]).toMatch(/^Has grabado 2 notas de voz en las últimas 24 horas, el máximo por día\. Podrás grabar otra en /);

    t.clock.advance(24 * 3600_000 + 1);
    expect((await upload(user)).statusCode).toBe(201);
    // Three notes take all the space this test allows: the fourth would pass it.
    const full = await upload(user);
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toEqual(['Tus notas de voz ocupan ya todo su espacio (1 MB). Borra alguna entrada con nota de voz para grabar otra.']);
  });

  it('entries written for a past day count on the day they are stored: three for three days ago fill today (Spanish 429)', async () => {
    const user = await registerUser(t);
    const threeDaysAgo = new Date(t.clock.now().getTime() - 3 * 24 * 3600_000).toISOString();
    for (let i = 0; i < 3; i++) expect((await write(user, 'Lo que pasó el martes.', { createdAt: threeDaysAgo })).statusCode).toBe(201);
    const refused = await write(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(['Has escrito 3 entradas en las últimas 24 horas, el máximo por día. Podrás escribir otra en 24 horas.']);
    // A fourth for that past day is refused as well: the day chosen does not matter, the day stored does.
    expect((await write(user, 'Otra del martes.', { createdAt: threeDaysAgo })).statusCode).toBe(429);
  });

  it("an import never uses up the day's entries; imported records have their own bound, and over it nothing is added (Spanish 429)", async () => {
    const user = await registerUser(t);
    const records = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: randomUUID(),
        feeling: 'GOOD',
        description: `Un día de mi historia, el ${from + i}.`,
        advice: null,
        adviceSource: 'none',
        audioUrl: '',
        tags: [],
        createdAt: new Date(Date.UTC(2024, 0, from + i)).toISOString(),
      }));
    const importRecords = async (list: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/import',
        headers: user.auth,
        payload: multipartForm(
          {},
          {
            field: 'file',
            name: 'export.zip',
            bytes: await zipOf({
              'sendero-export.json': Buffer.from(JSON.stringify({ version: 1, exportedAt: new Date().toISOString(), profile: {}, diaryRecords: list })),
            }),
          },
        ),
      });
    const first = await importRecords(records(1, 4));
    expect(first.statusCode, first.body).toBe(200);
    // Four imported today: the three entries of the day are still there to write.
    for (let i = 0; i < 3; i++) expect((await write(user, `Hoy, la ${i}.`)).statusCode).toBe(201);
    const over = await importRecords(records(10, 1));
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json().message[0]).toMatch(
      /^Con este archivo pasarías de 4 registros importados en 24 horas, el máximo por día\. No se ha importado nada\. Podrás importarlo en /,
    );
    // The same four again are not new: nothing to add, nothing refused.
    expect((await importRecords(records(1, 4))).statusCode).toBe(200);
    const [stored] = await t.db.select({ n: count() }).from(diaryRecords).where(eq(diaryRecords.userId, user.user.id));
    expect(stored!.n).toBe(7);
    t.clock.advance(24 * 3600_000 + 1);
    expect((await importRecords(records(10, 1))).statusCode).toBe(200);
  });

  it('twenty entries sent at once at the limit: exactly the limit is stored, every other one is a Spanish 429', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => write(user, `Entrada ${i} enviada a la vez.`)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(17);
    expect(answers.find((answer) => answer.statusCode === 429)!.json().message[0]).toMatch(/^Has escrito 3 entradas en las últimas 24 horas/);
    const [stored] = await t.db.select({ n: count() }).from(diaryRecords).where(eq(diaryRecords.userId, user.user.id));
    expect(stored!.n).toBe(3);
  });

  it('voice notes sent at once at the daily limit: exactly the limit is kept, the rest are 429', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(user)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
    const [kept] = await t.db.select({ n: count() }).from(diaryVoiceNotes).where(eq(diaryVoiceNotes.userId, user.user.id));
    expect(kept!.n).toBe(2);
  });

  it('voice notes sent at once with room for two more: two are kept, the rest are 413 in Spanish', async () => {
    const roomForTwo = await createTestApp({
      freshUploadsDir: true,
      quotas: { entriesPerDay: 3, voiceNotesPerDay: 50, voiceNoteBytesPerPerson: webmVoice.length * 2 + 10 },
    });
    try {
      const user = await registerUser(roomForTwo);
      const answers = await Promise.all(Array.from({ length: 8 }, () => upload(user, roomForTwo)));
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(2);
      expect(codes.filter((code) => code === 413)).toHaveLength(6);
      expect(answers.find((answer) => answer.statusCode === 413)!.json().message[0]).toMatch(/^Tus notas de voz ocupan ya todo su espacio/);
      const [kept] = await roomForTwo.db.select({ n: count() }).from(diaryVoiceNotes).where(eq(diaryVoiceNotes.userId, user.user.id));
      expect(kept!.n).toBe(2);
    } finally {
      await roomForTwo.close();
    }
  });
});
