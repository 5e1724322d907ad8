import type { Companion } from '@sendero/shared';
import type { companionships } from './companions.tables.js';

/** A person's name and email as auth's `byIds` gives them. */
export type Person = { firstName: string; lastName: string; email: string };
export type Relationship = typeof companionships.$inferSelect;

/** The name alone, as an accompanied person is shown to their companion. */
export const nameOnly = (person: Person | undefined) => ({ firstName: person?.firstName ?? '', lastName: person?.lastName ?? '' });

/** A relationship as the person sees it: who accompanies them, with what, and when they last read. */
export const presentCompanion = (row: Relationship, companion: Person | undefined): Companion => ({
  id: row.id,
  companion: { ...nameOnly(companion), email: companion?.email ?? '' },
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastReadAt: row.lastReadAt?.toISOString() ?? null,
  alertOnCrisis: row.alertOnCrisis,
});
