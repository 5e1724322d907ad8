import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryRecords, safetyPlans } from '../db/schema.js';
import { diaryMessages, emptySafetyPlan } from '@sendero/shared';
import { createSealer, keyId, UnreadableValueError } from '../lib/encryption.js';
import { diaryBinding } from '../features/diary/diary.repository.js';
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
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] } | { table_name: string }[];
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
    const entry = (
      await t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload: { feeling: 'BAD', description: secret } })
    ).json();
    expect(entry.description).toBe(secret);
    const advice: string = entry.advice;
    await t.app.inject({
      method: 'PUT',
      url: '/api/safety-plan',
      headers: user.auth,
      payload: { supportPeople: [{ name: 'Hermana Itziar', phone: '611223344' }], reasonsToLive: ['Mi gata Pimienta'] },
    });

    const stored = await wholeDatabaseText();
    for (const plain of [secret, advice.slice(0, 40), 'Hermana Itziar', '611223344', 'Pimienta']) expect(stored).not.toContain(plain);
    const [row] = await t.db.select().from(diaryRecords).where(eq(diaryRecords.id, entry.id));
    expect(row!.description).toMatch(new RegExp(`^enc:v2:${keyId(testEncryptionKey)}:`));

    // The owner still reads everything, through every view.
    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data[0].description).toBe(secret);
    expect((await t.app.inject({ method: 'GET', url: '/api/safety-plan', headers: user.auth })).json().reasonsToLive).toEqual(['Mi gata Pimienta']);
  });

  it('reads rows from before encryption, seals them at start, and re-seals under a new key with the old one kept for reading', async () => {
    const user = await registerUser(t);
    const [legacy] = await t.db
      .insert(diaryRecords)
      .values({ userId: user.user.id, feeling: 'GOOD', description: 'Texto antiguo sin cifrar', advice: 'Consejo antiguo' })
      .returning();
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
    expect(resealed!.description.startsWith(`enc:v2:${keyId(newKey)}:`)).toBe(true);
    const place = diaryBinding('description', user.user.id);
    expect(rotated.open(resealed!.description, place)).toBe('Texto antiguo sin cifrar');
    // Without the new key nothing opens, and the pass says so instead of failing.
    expect(() => first.open(resealed!.description, place)).toThrow(/No ENCRYPTION_KEY with id/);
    expect((await sealWithCurrentKey(t.db, first)).unreadable).toBeGreaterThanOrEqual(1);
    // Back to the test key for the other tests.
    await sealWithCurrentKey(t.db, createSealer(testEncryptionKey, [newKey]));
  });

  it('refuses a value whose ciphertext was changed (GCM tag)', () => {
    const sealer = createSealer(testEncryptionKey);
    const place = diaryBinding('description', randomUuid());
    const value = sealer.seal('hola', place);
    // Flip one bit of the ciphertext itself (changing a base64 character could touch only padding bits).
    const parts = value.split(':');
    const bytes = Buffer.from(parts.at(-1)!, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(0) ^ 1, 0);
    const tampered = [...parts.slice(0, -1), bytes.toString('base64url')].join(':');
    expect(tampered).not.toBe(value);
    expect(() => sealer.open(tampered, place)).toThrow(UnreadableValueError);
  });

  it('refuses a tag cut short, which GCM would otherwise check on fewer bits', () => {
    const sealer = createSealer(testEncryptionKey);
    const place = diaryBinding('description', randomUuid());
    // An empty text seals to the tag alone: cut to 4 bytes, a forger would need 2^32 tries, not 2^128.
    for (const value of [sealer.seal('', place), sealV1(testEncryptionKey, '')]) {
      const parts = value.split(':');
      const cut = [...parts.slice(0, -1), Buffer.from(parts.at(-1)!, 'base64url').subarray(0, 4).toString('base64url')].join(':');
      expect(() => sealer.open(cut, place)).toThrow(UnreadableValueError);
    }
    const file = sealer.sealBytes(Buffer.alloc(0), place);
    expect(() => sealer.openBytes(file.subarray(0, file.length - 12), place)).toThrow(UnreadableValueError);
  });

  it('binds a sealed value to its table, column and owner: moved anywhere else it does not open', () => {
    const sealer = createSealer(testEncryptionKey);
    const owner = randomUuid();
    const value = sealer.seal('Lo que le conté a Marisol', diaryBinding('description', owner));
    expect(sealer.open(value, diaryBinding('description', owner))).toBe('Lo que le conté a Marisol');
    expect(() => sealer.open(value, diaryBinding('description', randomUuid()))).toThrow(UnreadableValueError);
    expect(() => sealer.open(value, diaryBinding('advice', owner))).toThrow(UnreadableValueError);
    expect(() => sealer.open(value, { table: 'safety_plans', column: 'description', owner })).toThrow(UnreadableValueError);
    const file = sealer.sealBytes(Buffer.from('voz'), { table: 'diary_voice_notes', column: 'file', owner });
    expect(sealer.openBytes(file, { table: 'diary_voice_notes', column: 'file', owner }).toString()).toBe('voz');
    expect(() => sealer.openBytes(file, { table: 'diary_voice_notes', column: 'file', owner: randomUuid() })).toThrow(UnreadableValueError);
  });

  it("shows a value moved to another person's row or another column as unreadable, with 200, never the text and never a 500", async () => {
    const [ana, bea] = [await registerUser(t), await registerUser(t)];
    const write = async (user: typeof ana, description: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload: { feeling: 'BAD', description, tags: ['río'] } })).json<{
        id: string;
      }>();
    const anaEntry = await write(ana, 'El secreto de Ana');
    const beaEntry = await write(bea, 'Lo de Bea');
    const [anaRow] = await t.db.select().from(diaryRecords).where(eq(diaryRecords.id, anaEntry.id));
    await t.db.update(diaryRecords).set({ description: anaRow!.description }).where(eq(diaryRecords.id, beaEntry.id));

    for (const url of ['/api/diary', '/api/diary/month?year=' + new Date().getUTCFullYear() + '&month=' + (new Date().getUTCMonth() + 1)]) {
      const read = await t.app.inject({ method: 'GET', url, headers: bea.auth });
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain('El secreto de Ana');
      const records = (url === '/api/diary' ? read.json().data : read.json()) as { id: string; description: string; advice: string | null; tags: string[] }[];
      expect(records.find((record) => record.id === beaEntry.id)).toMatchObject({ description: diaryMessages.unreadableText, advice: null, tags: [] });
    }

    // Another column of the owner's own row: the text put where the advice goes does not open either.
    await t.db.update(diaryRecords).set({ advice: anaRow!.description }).where(eq(diaryRecords.id, anaEntry.id));
    const anaRead = await t.app.inject({ method: 'GET', url: '/api/diary', headers: ana.auth });
    expect(anaRead.statusCode).toBe(200);
    expect(anaRead.json().data[0]).toMatchObject({ id: anaEntry.id, description: diaryMessages.unreadableText, advice: null });

    // A safety plan copied to another person reads as an empty plan.
    await t.app.inject({ method: 'PUT', url: '/api/safety-plan', headers: ana.auth, payload: { reasonsToLive: ['Mi gata Pimienta'] } });
    await t.app.inject({ method: 'PUT', url: '/api/safety-plan', headers: bea.auth, payload: { reasonsToLive: ['Mi huerto'] } });
    const [anaPlan] = await t.db.select().from(safetyPlans).where(eq(safetyPlans.userId, ana.user.id));
    await t.db.update(safetyPlans).set({ plan: anaPlan!.plan }).where(eq(safetyPlans.userId, bea.user.id));
    const plan = await t.app.inject({ method: 'GET', url: '/api/safety-plan', headers: bea.auth });
    expect(plan.statusCode).toBe(200);
    expect(plan.body).not.toContain('Pimienta');
    expect(plan.json()).toMatchObject({ reasonsToLive: [], supportPeople: [] });
  });

  it('opens a value sealed before binding (enc:v1) and re-seals it bound (enc:v2)', async () => {
    const user = await registerUser(t);
    const [row] = await t.db
      .insert(diaryRecords)
      .values({
        userId: user.user.id,
        feeling: 'GOOD',
        description: sealV1(testEncryptionKey, 'Escrito antes del cambio'),
        advice: sealV1(testEncryptionKey, 'Consejo de entonces'),
      })
      .returning();
    await t.db
      .insert(safetyPlans)
      .values({ userId: user.user.id, plan: { sealed: sealV1(testEncryptionKey, JSON.stringify({ ...emptyLists(), reasonsToLive: ['Mi plan v1'] })) } });
    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data[0]).toMatchObject({
      description: 'Escrito antes del cambio',
      advice: 'Consejo de entonces',
    });

    const sealer = createSealer(testEncryptionKey);
    const report = await sealWithCurrentKey(t.db, sealer);
    expect(report.diaryRecords).toBeGreaterThanOrEqual(1);
    expect(report.safetyPlans).toBeGreaterThanOrEqual(1);
    const [resealed] = await t.db.select().from(diaryRecords).where(eq(diaryRecords.id, row!.id));
    expect(resealed!.description.startsWith(`enc:v2:${keyId(testEncryptionKey)}:`) && resealed!.advice!.startsWith('enc:v2:')).toBe(true);
    const [plan] = await t.db.select().from(safetyPlans).where(eq(safetyPlans.userId, user.user.id));
    expect((plan!.plan as { sealed: string }).sealed.startsWith('enc:v2:')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data[0].description).toBe('Escrito antes del cambio');
    expect((await t.app.inject({ method: 'GET', url: '/api/safety-plan', headers: user.auth })).json().reasonsToLive).toEqual(['Mi plan v1']);
    expect((await sealWithCurrentKey(t.db, sealer)).diaryRecords).toBe(0);
  });
});

/** A safety plan's lists, all empty, as the table stores them (without `updatedAt`). */
const emptyLists = () => {
  const { updatedAt: _, ...lists } = emptySafetyPlan();
  return lists;
};

const randomUuid = () => randomUUID();

/** A value in the format before binding (`enc:v1:`, no additional data), as older servers stored it. */
function sealV1(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `enc:v1:${keyId(key)}:${iv.toString('base64url')}:${body.toString('base64url')}`;
}
