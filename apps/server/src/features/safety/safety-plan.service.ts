import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { emptySafetyPlan, type SafetyPlan, type SafetyPlanContent } from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import { safetyPlans } from './safety.tables.js';
import type { Clock } from '../../lib/clock.js';
import { UnreadableValueError, type Binding, type Sealer } from '../../lib/encryption.js';

type StoredPlan = (typeof safetyPlans.$inferSelect)['plan'];

/** The place a sealed plan is bound to: `safety_plans.plan` of its owner. */
const planBinding = (owner: string): Binding => ({ table: 'safety_plans', column: 'plan', owner });

/** The plan's lists as one sealed JSON text: people's names and phones are as private as the diary. */
export const sealPlan = (sealer: Sealer, userId: string, plan: SafetyPlanContent): StoredPlan => ({
  sealed: sealer.seal(JSON.stringify(plan), planBinding(userId)),
});

/** Throws UnreadableValueError when the stored plan does not open for `userId`. */
export function openPlan(sealer: Sealer, userId: string, stored: StoredPlan): SafetyPlanContent {
  return 'sealed' in stored && typeof stored.sealed === 'string'
    ? (JSON.parse(sealer.open(stored.sealed, planBinding(userId))) as SafetyPlanContent)
    : (stored as SafetyPlanContent);
}

/** The person's own safety plan: one per person, read and replaced whole. */
export function createSafetyPlanService({ db, clock, sealer, log }: { db: Db; clock: Clock; sealer: Sealer; log: Pick<FastifyBaseLogger, 'warn'> }) {
  /**
   * A plan that does not open (its key lost, or a value moved in from another row) reads as empty
   * lists with its date, never a 500: the person can write it again, and the log says why.
   */
  const openOrEmpty = (userId: string, stored: StoredPlan): Partial<SafetyPlanContent> => {
    try {
      return openPlan(sealer, userId, stored);
    } catch (error) {
      if (!(error instanceof UnreadableValueError)) throw error;
      log.warn({ event: 'sealed_value_unreadable', table: 'safety_plans' }, 'a safety plan does not open with the configured keys');
      return {};
    }
  };

  return {
    async get(userId: string): Promise<SafetyPlan> {
      const [row] = await db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
      return row ? { ...emptySafetyPlan(), ...openOrEmpty(userId, row.plan), updatedAt: row.updatedAt.toISOString() } : emptySafetyPlan();
    },

    async save(userId: string, plan: SafetyPlanContent): Promise<SafetyPlan> {
      const updatedAt = clock.now();
      const stored = sealPlan(sealer, userId, plan);
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
      if (row) return JSON.stringify(openOrEmpty(userId, row.plan)) === JSON.stringify(plan) ? 'unchanged' : 'kept';
      await tx.insert(safetyPlans).values({ userId, plan: sealPlan(sealer, userId, plan), updatedAt: clock.now() });
      return 'restored';
    },
  };
}

export type SafetyPlanService = ReturnType<typeof createSafetyPlanService>;
