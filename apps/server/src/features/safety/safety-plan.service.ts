import { eq } from 'drizzle-orm';
import { emptySafetyPlan, type SafetyPlan, type SafetyPlanContent } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { safetyPlans } from './safety.tables.js';
import type { Clock } from '../../lib/clock.js';

/** The person's own safety plan: one per person, read and replaced whole. */
export function createSafetyPlanService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async get(userId: string): Promise<SafetyPlan> {
      const [row] = await db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
      return row ? { ...emptySafetyPlan(), ...row.plan, updatedAt: row.updatedAt.toISOString() } : emptySafetyPlan();
    },

    async save(userId: string, plan: SafetyPlanContent): Promise<SafetyPlan> {
      const updatedAt = clock.now();
      await db
        .insert(safetyPlans)
        .values({ userId, plan, updatedAt })
        .onConflictDoUpdate({ target: safetyPlans.userId, set: { plan, updatedAt } });
      return { ...plan, updatedAt: updatedAt.toISOString() };
    },
  };
}

export type SafetyPlanService = ReturnType<typeof createSafetyPlanService>;
