import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Feeling } from '@sendero/shared';
import { registerUser, type RegisteredUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { diaryFeelingCounts, diaryRecords } from './diary.tables.js';

// The profile reads how many records a person has per feeling from `diary_feeling_counts`, kept by
// triggers (migration 0010). Whatever writes the records, the counts must equal a real count.
const t = useTestApp();

type Person = RegisteredUser;
const write = async (person: Person, feeling: Feeling) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/diary/entry',
    headers: person.auth,
    payload: { feeling, description: 'Un día más.', audioUrl: '' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
};
const kept = async (person: Person) => {
  const rows = await t.db.select().from(diaryFeelingCounts).where(eq(diaryFeelingCounts.userId, person.user.id));
  return Object.fromEntries(rows.filter((row) => row.count !== 0).map((row) => [row.feeling, row.count]));
};
const counted = async (person: Person) => {
  const rows = await t.db
    .select({ feeling: diaryRecords.feeling, count: sql<number>`count(*)`.mapWith(Number) })
    .from(diaryRecords)
    .where(eq(diaryRecords.userId, person.user.id))
    .groupBy(diaryRecords.feeling);
  return Object.fromEntries(rows.map((row) => [row.feeling, row.count]));
};
const metricsCounts = async (person: Person) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/profile/metrics', headers: person.auth });
  const stats = response.json<{ feelingsStats: { feeling: string; count: number }[] }>().feelingsStats;
  return Object.fromEntries(stats.filter((stat) => stat.count > 0).map((stat) => [stat.feeling, stat.count]));
};

describe('feeling counts kept by the database', () => {
  it('follow every entry written, edited, deleted or inserted in bulk, for each person apart', async () => {
    const [ana, bruno] = await Promise.all([registerUser(t), registerUser(t)]);
    const first = await write(ana, 'GOOD');
    await write(ana, 'GOOD');
    const third = await write(ana, 'BAD');
    await write(bruno, 'TERRIBLE');
    expect(await kept(ana)).toEqual({ GOOD: 2, BAD: 1 });

    await t.app.inject({ method: 'PATCH', url: `/api/diary/${first}`, headers: ana.auth, payload: { feeling: 'GREAT' } });
    await t.app.inject({ method: 'PATCH', url: `/api/diary/${third}`, headers: ana.auth, payload: { description: 'Solo cambia el texto.' } });
    expect(await kept(ana)).toEqual({ GREAT: 1, GOOD: 1, BAD: 1 });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/diary/${third}`, headers: ana.auth })).statusCode).toBe(204);
    // Many rows in one statement (an import writes this way).
    await t.db.execute(sql`insert into diary_records (user_id, feeling, description)
      select ${ana.user.id}, (array['NEUTRAL','GOOD'])[1 + i % 2], 'Importada' from generate_series(1, 301) as i`);
    expect(await kept(ana)).toEqual(await counted(ana));
    expect(await kept(ana)).toEqual({ GREAT: 1, GOOD: 152, NEUTRAL: 150 });
    expect(await metricsCounts(ana)).toEqual({ GREAT: 1, GOOD: 152, NEUTRAL: 150 });
    expect(await metricsCounts(bruno)).toEqual({ TERRIBLE: 1 });
  });

  it('stay exact when one person edits and writes many entries at once', async () => {
    const person = await registerUser(t);
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => write(person, i % 2 ? 'GOOD' : 'BAD')));
    // Every entry swaps its feeling while new ones arrive: rows of both feelings are moved at once.
    const edits = ids.map((id, i) =>
      t.app.inject({ method: 'PATCH', url: `/api/diary/${id}`, headers: person.auth, payload: { feeling: i % 2 ? 'BAD' : 'GOOD' } }),
    );
    const responses = await Promise.all([...edits, ...Array.from({ length: 6 }, () => write(person, 'NEUTRAL'))]);
    for (const response of responses.slice(0, ids.length)) expect((response as { statusCode: number }).statusCode).toBe(200);
    expect(await kept(person)).toEqual({ GOOD: 6, BAD: 6, NEUTRAL: 6 });
    expect(await kept(person)).toEqual(await counted(person));
  });

  it('are gone with the account', async () => {
    const person = await registerUser(t);
    await write(person, 'GOOD');
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: person.auth, payload: { password: person.password } });
    expect(erased.statusCode).toBe(204);
    expect(await t.db.select().from(diaryFeelingCounts).where(eq(diaryFeelingCounts.userId, person.user.id))).toEqual([]);
  });
});
