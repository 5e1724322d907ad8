import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { registerUser } from '../../test/factories.js';
import { createTestApp, testEncryptionKey, type TestApp } from '../../test/test-app.js';
import { createSealer } from '../../lib/encryption.js';
import { diaryRecords } from './diary.tables.js';
import { diaryBinding } from './diary.repository.js';

// Two processes on one database: `readers` keeps what it wrote of each record; `writers` edits
// and deletes. Every change must show on `readers`' very next page and month.
describe('diary pages read through another process', () => {
  let database: Database;
  let second: Database;
  let readers: TestApp;
  let writers: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    second = database.kind === 'postgres' ? openPostgres(database.jobQueue.connectionString!, 5) : database;
    readers = await createTestApp({ database });
    writers = await createTestApp({ database: second });
  });
  afterAll(async () => {
    await writers.close();
    await readers.close();
    if (second !== database) await second.close();
    await database.close();
  });

  const page = async (auth: Record<string, string>) => {
    const response = await readers.app.inject({ method: 'GET', url: '/api/diary?limit=10', headers: auth });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { id: string; description: string; feeling: string; tags: string[] }[] }).data;
  };
  const month = async (auth: Record<string, string>) => {
    const now = writers.clock.now();
    const url = `/api/diary/month?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}&tz=UTC`;
    const response = await readers.app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: string; description: string }[]).map((record) => record.description);
  };

  it('show every edit, re-sealing and deletion made elsewhere on the next read, and only to the owner', async () => {
    const person = await registerUser(writers);
    const other = await registerUser(readers);
    const write = (description: string) =>
      writers.app.inject({ method: 'POST', url: '/api/diary/entry', headers: person.auth, payload: { feeling: 'GOOD', description } });
    const first = (await write('Hoy caminé junto al río.')).json() as { id: string };
    writers.clock.advance(60_000);
    await write('Hablé con mi hermana.');
    expect((await page(person.auth)).map((record) => record.description)).toEqual(['Hablé con mi hermana.', 'Hoy caminé junto al río.']);
    expect(await month(person.auth)).toEqual(['Hoy caminé junto al río.', 'Hablé con mi hermana.']);
    expect(await page(other.auth)).toEqual([]);

    const edited = await writers.app.inject({
      method: 'PATCH',
      url: `/api/diary/${first.id}`,
      headers: person.auth,
      payload: { description: 'Hoy caminé junto al río, despacio.', feeling: 'GREAT', tags: ['naturaleza', 'río'] },
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = (await page(person.auth)).find((record) => record.id === first.id)!;
    expect(afterEdit).toMatchObject({ description: 'Hoy caminé junto al río, despacio.', feeling: 'GREAT', tags: ['naturaleza', 'río'] });
    expect(await month(person.auth)).toContain('Hoy caminé junto al río, despacio.');

    // The same text sealed again (a new key brought in, `npm run reencrypt`): a new stored value, the same words.
    const [stored] = await second.db.select().from(diaryRecords).where(eq(diaryRecords.id, first.id));
    await second.db
      .update(diaryRecords)
      .set({ description: createSealer(testEncryptionKey).seal('Hoy caminé junto al río, despacio.', diaryBinding('description', person.user.id)) })
      .where(eq(diaryRecords.id, first.id));
    expect(stored!.description).not.toBe((await second.db.select().from(diaryRecords).where(eq(diaryRecords.id, first.id)))[0]!.description);
    expect((await page(person.auth)).find((record) => record.id === first.id)!.description).toBe('Hoy caminé junto al río, despacio.');

    expect((await writers.app.inject({ method: 'DELETE', url: `/api/diary/${first.id}`, headers: person.auth })).statusCode).toBe(204);
    expect((await page(person.auth)).map((record) => record.description)).toEqual(['Hablé con mi hermana.']);
    expect(await month(person.auth)).toEqual(['Hablé con mi hermana.']);
    expect(await page(other.auth)).toEqual([]);
  });
});
