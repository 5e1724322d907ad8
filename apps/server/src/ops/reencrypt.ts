import { and, asc, eq, gt, isNotNull, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { diaryRecords, safetyPlans } from '../db/schema.js';
import type { Sealer } from '../lib/encryption.js';
import { openPlan, sealPlan } from '../features/safety/safety-plan.service.js';
import { diaryBinding } from '../features/diary/diary.repository.js';

const BATCH = 500;

export type SealReport = { diaryRecords: number; safetyPlans: number; unreadable: number };

/**
 * Seals every diary text, advice, own tag list and safety plan that is not sealed, bound to its
 * place (`enc:v2:`), with the current key yet: rows from before encryption, unbound `enc:v1:` values
 * (both at every start) and rows under a previous key after a rotation (`npm run reencrypt`). Walks the tables by id in short batches, so PGlite's one connection is
 * never held for long. A value no configured key opens is left as it is and counted.
 */
export async function sealWithCurrentKey(db: Db, sealer: Sealer): Promise<SealReport> {
  const current = `${sealer.currentPrefix}%`;
  const report: SealReport = { diaryRecords: 0, safetyPlans: 0, unreadable: 0 };

  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: diaryRecords.id,
        userId: diaryRecords.userId,
        description: diaryRecords.description,
        advice: diaryRecords.advice,
        ownTags: diaryRecords.ownTags,
      })
      .from(diaryRecords)
      .where(
        and(
          gt(diaryRecords.id, after),
          or(
            notLike(diaryRecords.description, current),
            and(isNotNull(diaryRecords.advice), notLike(diaryRecords.advice, current)),
            and(isNotNull(diaryRecords.ownTags), notLike(diaryRecords.ownTags, current)),
          ),
        ),
      )
      .orderBy(asc(diaryRecords.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        try {
          const reseal = (value: string, column: Parameters<typeof diaryBinding>[0]) => {
            const binding = diaryBinding(column, row.userId);
            return sealer.isCurrent(value) ? value : sealer.seal(sealer.open(value, binding), binding);
          };
          const description = reseal(row.description, 'description');
          const advice = row.advice === null ? null : reseal(row.advice, 'advice');
          const ownTags = row.ownTags === null ? null : reseal(row.ownTags, 'own_tags');
          await tx.update(diaryRecords).set({ description, advice, ownTags }).where(eq(diaryRecords.id, row.id));
          report.diaryRecords += 1;
        } catch {
          report.unreadable += 1;
        }
      }
    });
  }

  let afterUser = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ userId: safetyPlans.userId, plan: safetyPlans.plan })
      .from(safetyPlans)
      .where(and(gt(safetyPlans.userId, afterUser), sql`coalesce(${safetyPlans.plan}->>'sealed', '') not like ${current}`))
      .orderBy(asc(safetyPlans.userId))
      .limit(BATCH);
    if (rows.length === 0) break;
    afterUser = rows[rows.length - 1]!.userId;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        try {
          await tx
            .update(safetyPlans)
            .set({ plan: sealPlan(sealer, row.userId, openPlan(sealer, row.userId, row.plan)) })
            .where(eq(safetyPlans.userId, row.userId));
          report.safetyPlans += 1;
        } catch {
          report.unreadable += 1;
        }
      }
    });
  }
  return report;
}

/**
 * `npm run reencrypt`: the same pass as at start, run on its own (server stopped when the database
 * is embedded: the command takes DATA_DIR's lock). Reads the same variables as the server.
 */
export async function reencryptCommand(env: Record<string, string | undefined> = process.env): Promise<SealReport> {
  const { loadConfig } = await import('../config.js');
  const { openPglite, openPostgres } = await import('../db/client.js');
  const { lockDataDir } = await import('../lib/data-dir-lock.js');
  const { createSealer, parseKey, resolveEncryptionKey } = await import('../lib/encryption.js');
  const path = await import('node:path');
  const config = loadConfig(env);
  const release = config.databaseUrl ? () => {} : await lockDataDir(config.dataDir);
  const database = config.databaseUrl ? openPostgres(config.databaseUrl, 2) : await openPglite(path.join(config.dataDir, 'db'));
  try {
    await database.migrate();
    const sealer = createSealer(
      resolveEncryptionKey(config.encryptionKey, config.dataDir),
      config.encryptionPreviousKeys.map((key) => parseKey(key, 'ENCRYPTION_PREVIOUS_KEYS')),
    );
    return await sealWithCurrentKey(database.db, sealer);
  } finally {
    await database.close();
    release();
  }
}
