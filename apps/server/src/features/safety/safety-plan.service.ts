import { eq } from 'drizzle-orm';
import { emptySafetyPlan, type SafetyPlan, type SafetyPlanContent } from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import { safetyPlans } from './safety.tables.js';
import type { Clock } from '../../lib/clock.js';
import type { Sealer } from '../../lib/encryption.js';

type StoredPlan = typeof safetyPlans.$inferSelect['plan'];

/** The plan's lists as one sealed JSON text: people's names and phones are as private as the diary. */
export const sealPlan = (sealer: Sealer, plan: SafetyPlanContent): StoredPlan => ({ sealed: sealer.seal(JSON.stringify(plan)) });

export function openPlan(sealer: Sealer, stored: StoredPlan): SafetyPlanContent {
  return 'sealed' in stored && typeof stored.sealed === 'string' ? (JSON.parse(sealer.open(stored.sealed)) as SafetyPlanContent) : (stored as SafetyPlanContent);
}

/** The person's own safety plan: one per person, read and replaced whole. */
export function createSafetyPlanService({ db, clock, sealer }: { db: Db; clock: Clock; sealer: Sealer }) {
  return {
    async get(userId: string): Promise<SafetyPlan> {
      const [row] = await db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
      return row ? { ...emptySafetyPlan(), ...openPlan(sealer, row.plan), updatedAt: row.updatedAt.toISOString() } : emptySafetyPlan();
    },

    async save(userId: string, plan: SafetyPlanContent): Promise<SafetyPlan> {
      const updatedAt = clock.now();
      const stored = sealPlan(sealer, plan);
      await db
        .insert(safetyPlans)
        .values({ userId, plan: stored, updatedAt })
        .onConflictDoUpdate({ target: safetyPlans.userId, set: { plan: stored, updatedAt } });
      return { ...plan, updatedAt: updatedAt.toISOString() };
    },

    /**
     * An imported plan, in the importer's transaction: stored only when the person has none yet,
     * so an old export never overwrites the plan they keep now.
     */
    async restore(tx: Db | Tx, userId: string, plan: SafetyPlanContent): Promise<'restored' | 'kept' | 'unchanged' | 'none'> {
      if (Object.values(plan).every((list) => list.length === 0)) return 'none';
      const [row] = await tx.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
      if (row) return JSON.stringify(openPlan(sealer, row.plan)) === JSON.stringify(plan) ? 'unchanged' : 'kept';
      await tx.insert(safetyPlans).values({ userId, plan: sealPlan(sealer, plan), updatedAt: clock.now() });
      return 'restored';
    },
  };
}

export type SafetyPlanService = ReturnType<typeof createSafetyPlanService>;
