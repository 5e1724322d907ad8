import { createHash } from 'node:crypto';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { diaryPromptMessages, Feeling, type AdminDiaryPrompt, type DiaryPromptOfDay } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { diaryPrompts } from './diary.tables.js';
import { builtinPrompts, type BuiltinPrompt } from './builtin-prompts.js';

type Row = typeof diaryPrompts.$inferSelect;
type Shown = { id: string; feeling: Feeling | null };

/** The day before a YYYY-MM-DD day, as YYYY-MM-DD (calendar arithmetic, no time zone involved). */
export function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * A person's prompts for a feeling on a day, in the day's order. Each prompt's place comes from a
 * hash of person, day and prompt alone, so the order is the same on every device and every call,
 * differs from one person and day to the next, and a prompt added or retired moves no other.
 */
function dayOrder<T extends Shown>(prompts: readonly T[], userId: string, day: string, feeling: Feeling): T[] {
  const place = (id: string) => createHash('sha256').update(`${userId}|${day}|${id}`).digest('hex');
  return prompts
    .filter((prompt) => prompt.feeling === null || prompt.feeling === feeling)
    .map((prompt) => ({ prompt, place: place(prompt.id) }))
    .sort((a, b) => (a.place < b.place ? -1 : a.place > b.place ? 1 : 0))
    .map(({ prompt }) => prompt);
}

/**
 * The prompt of `turn` on `day`. Yesterday's first prompt for any feeling is left out today, so
 * the prompt a person meets first is never the one they met first the day before, whichever
 * feeling they chose then (unless nothing else is left).
 */
export function promptOfDay<T extends Shown>(
  prompts: readonly T[],
  userId: string,
  feeling: Feeling,
  day: string,
  turn: number,
): { prompt: T | null; of: number } {
  const yesterday = dayBefore(day);
  const metYesterday = new Set(Feeling.options.map((any) => dayOrder(prompts, userId, yesterday, any)[0]?.id));
  const all = dayOrder(prompts, userId, day, feeling);
  const fresh = all.filter((prompt) => !metYesterday.has(prompt.id));
  const today = fresh.length > 0 ? fresh : all;
  return { prompt: today.length > 0 ? today[turn % today.length]! : null, of: today.length };
}

const toAdmin = (row: Row): AdminDiaryPrompt => ({
  id: row.id,
  feeling: row.feeling,
  text: row.text,
  builtin: row.builtinKey !== null,
  retiredAt: row.retiredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export type PromptDeps = { db: Db; clock: Clock; builtins?: readonly BuiltinPrompt[] };

export function createPromptService({ db, clock, builtins = builtinPrompts }: PromptDeps) {
  // The built-in prompts go in on first use, once per process. A key already stored is left as
  // it is: a retired built-in stays retired, an admin's work is never undone by a restart.
  let seeded: Promise<void> | undefined;
  const ensureBuiltins = () => {
    seeded ??= db
      .insert(diaryPrompts)
      .values(builtins.map((prompt) => ({ feeling: prompt.feeling, text: prompt.text, builtinKey: prompt.key })))
      .onConflictDoNothing({ target: diaryPrompts.builtinKey })
      .then(
        () => undefined,
        (error: unknown) => {
          // Tried again on the next call rather than never.
          seeded = undefined;
          throw error;
        },
      );
    return seeded;
  };

  return {
    ensureBuiltins,

    /** The caller's prompt for a feeling on their day; `turn` counts the taps on "Otra pregunta". */
    async forPerson(userId: string, feeling: Feeling, day: string, turn: number): Promise<DiaryPromptOfDay> {
      await ensureBuiltins();
      const live = await db
        .select({ id: diaryPrompts.id, feeling: diaryPrompts.feeling, text: diaryPrompts.text })
        .from(diaryPrompts)
        .where(isNull(diaryPrompts.retiredAt));
      const { prompt, of } = promptOfDay(live, userId, feeling, day, turn);
      return { prompt: prompt ? { id: prompt.id, text: prompt.text } : null, turn, of };
    },

    /** Every prompt, retired ones too, for the admin: any feeling first, then by feeling, oldest first. */
    async list(): Promise<AdminDiaryPrompt[]> {
      await ensureBuiltins();
      const rows = await db
        .select()
        .from(diaryPrompts)
        .orderBy(sql`${diaryPrompts.feeling} nulls first`, asc(diaryPrompts.createdAt), asc(diaryPrompts.builtinKey), asc(diaryPrompts.id));
      return rows.map(toAdmin);
    },

    async add(input: { feeling: Feeling | null; text: string }): Promise<AdminDiaryPrompt> {
      const [row] = await db.insert(diaryPrompts).values({ feeling: input.feeling, text: input.text, createdAt: clock.now() }).returning();
      return toAdmin(row!);
    },

    /** Retires a prompt (kept, never shown) or brings it back. */
    async setRetired(id: string, retired: boolean): Promise<AdminDiaryPrompt> {
      await ensureBuiltins();
      const [row] = await db
        .update(diaryPrompts)
        .set({ retiredAt: retired ? clock.now() : null })
        .where(eq(diaryPrompts.id, id))
        .returning();
      if (!row) throw notFound(diaryPromptMessages.promptNotFound);
      return toAdmin(row);
    },
  };
}

export type PromptService = ReturnType<typeof createPromptService>;
