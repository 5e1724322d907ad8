import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';
import { multipartForm } from '../../test/uploads.js';
import { zipOf } from '../../test/zip.js';
import { accountImports } from './account.tables.js';
import { IMPORT_CLAIM_MS } from './data-import.js';

/**
 * Issue 25, finding 2: a 94 KB zip with 9 MB of advice per record was accepted (the event loop
 * blocked 8.3 s) and a 19 MB CSV of newlines blocked every other request for 7 s.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ freshUploadsDir: true });
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof registerUser>>;

const record = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  feeling: 'GOOD',
  description: 'Un día tranquilo.',
  advice: 'Sigue así.',
  adviceSource: 'builtin',
  audioUrl: '',
  tags: [],
  createdAt: new Date(Date.UTC(2025, 0, 1)).toISOString(),
  ...overrides,
});

const exportZip = (records: unknown[]) =>
  zipOf({ 'sendero-export.json': Buffer.from(JSON.stringify({ version: 1, exportedAt: new Date().toISOString(), profile: {}, diaryRecords: records })) });

const importFile = (user: User, bytes: Buffer, name = 'export.zip', app = t) =>
  app.app.inject({ method: 'POST', url: '/api/account/import', headers: user.auth, payload: multipartForm({}, { field: 'file', name, bytes }) });

describe('import bounds every field as the API does', () => {
  it('advice longer than any advice Sendero writes is refused with 413 naming the record, and nothing is added', async () => {
    const user = await registerUser(t);
    const zip = await exportZip([record(), record({ advice: 'consejo '.repeat(200_000) })]);
    expect(zip.length).toBeLessThan(100_000);
    const response = await importFile(user, zip);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toEqual([
      'La exportación tiene un texto más largo de lo que Sendero guarda (diaryRecords.1.advice): no puede venir de una exportación. No se ha importado nada.',
    ]);
    const diary = await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth });
    expect(diary.json().data).toEqual([]);
  });

  it('advice just over the limit is refused by the schema; a description past its limit too', async () => {
    const user = await registerUser(t);
    const overAdvice = await importFile(user, await exportZip([record({ advice: 'a'.repeat(10_001) })]));
    expect(overAdvice.statusCode).toBe(413);
    expect(overAdvice.json().message[0]).toContain('(diaryRecords.0.advice)');
    const overTags = await importFile(user, await exportZip([record({ tags: Array.from({ length: 40 }, (_, i) => `etiqueta-${i}`) })]));
    expect(overTags.statusCode).toBe(413);
    expect(overTags.json().message[0]).toContain('(diaryRecords.0.tags)');
    const fine = await importFile(user, await exportZip([record({ advice: 'a'.repeat(10_000) })]));
    expect(fine.json()).toMatchObject({ format: 'sendero', added: 1 });
  });

  it('a long string anywhere in the document is refused before it is parsed', async () => {
    const user = await registerUser(t);
    const json = JSON.stringify({ version: 1, exportedAt: new Date().toISOString(), profile: { firstName: 'x'.repeat(2_000_000) }, diaryRecords: [] });
    const response = await importFile(user, await zipOf({ 'sendero-export.json': Buffer.from(json) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message[0]).toContain('(profile.firstName)');
  });
});

describe('an import never stops the server from answering', () => {
  it('GET /api/health answers within 100 ms while a 19 MB CSV of newlines is read and refused', async () => {
    const user = await registerUser(t);
    // The multipart body is written before the clock starts: encoding 19 MB of FormData is the
    // test's own work, not the server's.
    const boundary = 'sendero-limite';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="daylio.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.alloc(19 * 1024 * 1024, '\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    let done = false;
    const importing = t.app
      .inject({
        method: 'POST',
        url: '/api/account/import',
        headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      })
      .finally(() => {
        done = true;
      });
    // Each health request is timed twice: on the wall clock, and by the CPU time this process
    // spent until its answer. A blocked event loop shows in both; a machine shared with other work
    // (load 20 on 2 cores while this was written) stretches only the first, so the second is what
    // the test holds to 100 ms. On the old parser one wait took the whole 3.3 s of CPU.
    const waits: { wallMs: number; cpuMs: number }[] = [];
    while (!done) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      const spent = process.cpuUsage(cpu);
      waits.push({ wallMs: performance.now() - started, cpuMs: (spent.user + spent.system) / 1000 });
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const response = await importing;
    expect(response.statusCode).toBe(400);
    expect(waits.length).toBeGreaterThan(3);
    const cpuMs = waits.map((wait) => Math.round(wait.cpuMs));
    expect(
      Math.max(...cpuMs),
      `CPU ms per health answer: ${cpuMs.join(', ')}; wall ms: ${waits.map((wait) => Math.round(wait.wallMs)).join(', ')}`,
    ).toBeLessThan(100);
  });

  it('one import at a time per person: a second one while the first runs is refused in Spanish', async () => {
    const user = await registerUser(t);
    const csv = Buffer.alloc(8 * 1024 * 1024, '\n');
    const first = importFile(user, csv, 'daylio.csv');
    // The first is running once its claim is stored (decision 059).
    while ((await t.db.select().from(accountImports).where(eq(accountImports.userId, user.user.id))).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const second = await importFile(user, Buffer.from('full_date,time,mood,note\n'), 'daylio.csv');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toEqual(['Ya estás importando un archivo. Espera a que termine antes de importar otro.']);
    expect((await first).statusCode).toBe(400);
    // Once it is over, the person can import again.
    const again = await importFile(user, Buffer.from('full_date,time,mood,note\n2025-01-02,20:00,good,Bien\n'), 'daylio.csv');
    expect(again.statusCode).toBe(200);
  });

  it('one import at a time per person across processes: another instance answers 409 while it runs, and imports once it ends or its claim is stale', async () => {
    const other = await createTestApp({ freshUploadsDir: true, database: t.database });
    try {
      const user = await registerUser(t);
      const claimOf = async () => (await t.db.select().from(accountImports).where(eq(accountImports.userId, user.user.id)))[0];
      const small = Buffer.from('full_date,time,mood,note\n2025-01-02,20:00,good,Bien\n');
      const first = importFile(user, Buffer.alloc(8 * 1024 * 1024, '\n'), 'daylio.csv');
      // The first instance has claimed the import once its row is there.
      while (!(await claimOf())) await new Promise((resolve) => setTimeout(resolve, 5));
      const refused = await importFile(user, small, 'daylio.csv', other);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toEqual(['Ya estás importando un archivo. Espera a que termine antes de importar otro.']);
      expect((await first).statusCode).toBe(400);
      // Ended (even refused), the claim is gone: the other instance imports.
      expect(await claimOf()).toBeUndefined();
      const imported = await importFile(user, small, 'daylio.csv', other);
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toMatchObject({ format: 'daylio', added: 1 });
      expect(await claimOf()).toBeUndefined();

      // A process that died mid-import left its row: younger than the limit it still holds…
      const now = other.clock.now().getTime();
      await t.db.insert(accountImports).values({ userId: user.user.id, startedAt: new Date(now - IMPORT_CLAIM_MS + 60_000) });
      expect((await importFile(user, small, 'daylio.csv', other)).statusCode).toBe(409);
      // …older than the limit it no longer blocks anyone.
      await t.db
        .update(accountImports)
        .set({ startedAt: new Date(now - IMPORT_CLAIM_MS - 60_000) })
        .where(eq(accountImports.userId, user.user.id));
      const afterCrash = await importFile(user, small, 'daylio.csv', other);
      expect(afterCrash.statusCode).toBe(200);
      expect(afterCrash.json()).toMatchObject({ added: 0, skipped: 1 });
      expect(await claimOf()).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
