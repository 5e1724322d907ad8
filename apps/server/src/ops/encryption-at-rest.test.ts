import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryRecords, safetyPlans } from '../db/schema.js';
import { createSealer, keyId } from '../lib/encryption.js';
import { createTestApp, testEncryptionKey, type TestApp } from '../test/test-app.js';
import { registerUser } from '../test/factories.js';
import { sealWithCurrentKey } from './reencrypt.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every text column of every table in the public schema, as one string per row. */
async function wholeDatabaseText(): Promise<string> {
  const tables = (await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as
    | { rows: { table_name: string }[] }
    | { table_name: string }[];
  const names = ('rows' in tables ? tables.rows : tables).map((row) => row.table_name);
  let all = '';
  for (const name of names) {
    const result = (await t.db.execute(sql.raw(`select t::text as row from "${name}" t`))) as unknown as { rows: { row: string }[] } | { row: string }[];
    all += ('rows' in result ? result.rows : result).map((row) => row.row).join('\n');
  }
  return all;
}

describe('encryption at rest', () => {
  it('keeps no diary text, advice or safety plan in plain form anywhere in the database', async () => {
    const user = await registerUser(t);
    const secret = `Hoy le conté a Marisol lo de ${randomBytes(6).toString('hex')}`;
    const entry = (await t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload: { feeling: 'BAD', description: secret } })).json();
    expect(entry.description).toBe(secret);
    const advice: string = entry.advice;
    await t.app.inject({ method: 'PUT', url: '/api/safety-plan', headers: user.auth, payload: { supportPeople: [{ name: 'Hermana Itziar', phone: '611223344' }], reasonsToLive: ['Mi gata Pimienta'] } });

    const stored = await wholeDatabaseText();
    for (const plain of [secret, advice.slice(0, 40), 'Hermana Itziar', '611223344', 'Pimienta']) expect(stored).not.toContain(plain);
    const [row] = await t.db.select().from(diaryRecords).where(eq(diaryRecords.id, entry.id));
    expect(row!.description).toMatch(new RegExp(`^enc:v1:${keyId(testEncryptionKey)}:`));

    // The owner still reads everything, through every view.
    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data[0].description).toBe(secret);
    expect((await t.app.inject({ method: 'GET', url: '/api/safety-plan', headers: user.auth })).json().reasonsToLive).toEqual(['Mi gata Pimienta']);
  });

  it('reads rows from before encryption, seals them at start, and re-seals under a new key with the old one kept for reading', async () => {
    const user = await registerUser(t);
    const [legacy] = await t.db.insert(diaryRecords).values({ userId: user.user.id, feeling: 'GOOD', description: 'Texto antiguo sin cifrar', advice: 'Consejo antiguo' }).returning();
    await t.db.insert(safetyPlans).values({ userId: user.user.id, plan: { ...emptyLists(), reasonsToLive: ['Plan antiguo'] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data[0].description).toBe('Texto antiguo sin cifrar');

    const first = createSealer(testEncryptionKey);
    const report = await sealWithCurrentKey(t.db, first);
    expect(report.diaryRecords).toBeGreaterThanOrEqual(1);
    expect(report.safetyPlans).toBeGreaterThanOrEqual(1);
    const [sealedRow] = await t.db.select().from(diaryRecords).where(eq(diaryRecords.id, legacy!.id));
    expect(first.isCurrent(sealedRow!.description) && first.isCurrent(sealedRow!.advice!)).toBe(true);
    expect((await sealWithCurrentKey(t.db, first)).diaryRecords).toBe(0);

    const newKey = randomBytes(32);
    const rotated = createSealer(newKey, [testEncryptionKey]);
    await sealWithCurrentKey(t.db, rotated);
    const [resealed] = await t.db.select().from(diaryRecords).where(eq(diaryRecords.id, legacy!.id));
    expect(resealed!.description.startsWith(`enc:v1:${keyId(newKey)}:`)).toBe(true);
    expect(rotated.open(resealed!.description)).toBe('Texto antiguo sin cifrar');
    // Without the new key nothing opens, and the pass says so instead of failing.
    expect(() => first.open(resealed!.description)).toThrow(/No ENCRYPTION_KEY with id/);
    expect((await sealWithCurrentKey(t.db, first)).unreadable).toBeGreaterThanOrEqual(1);
    // Back to the test key for the other tests.
    await sealWithCurrentKey(t.db, createSealer(testEncryptionKey, [newKey]));
  });

  it('refuses a value whose ciphertext was changed (GCM tag)', () => {
    const sealer = createSealer(testEncryptionKey);
    const value = sealer.seal('hola');
    // Flip one bit of the ciphertext itself (changing a base64 character could touch only padding bits).
    const parts = value.split(':');
    const bytes = Buffer.from(parts.at(-1)!, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(0) ^ 1, 0);
    const tampered = [...parts.slice(0, -1), bytes.toString('base64url')].join(':');
    expect(tampered).not.toBe(value);
    expect(() => sealer.open(tampered)).toThrow();
  });
});

const emptyLists = () => ({ warningSigns: [], copingStrategies: [], distractions: [], supportPeople: [], professionals: [], safeEnvironment: [], reasonsToLive: [] });
