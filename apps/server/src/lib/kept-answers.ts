/**
 * Answers kept beside what they were written from, for as long as that stays the same.
 *
 * A service reads its inputs from the database on every request, as before (so an edit made
 * through any process is seen on the next one, and nothing has to be told of it), and asks for
 * the answer it wrote last time from the very same inputs. Writing must depend on the inputs
 * alone: then a kept answer is exactly what would be written now, and it only ever goes back to
 * a request whose own query returned those inputs (decision 025).
 *
 * Bounded in count (the oldest written goes first) and in time: nothing is kept past `keptForMs`.
 */
function createKeptAnswers<Input extends object>({ max, keptForMs, same, ownerOf, now = Date.now }: KeptAnswersOptions<Input>) {
  // In the order written, so the oldest is first: it is the one evicted, and the sweep stops at the first still fresh.
  const kept = new Map<string, { input: Input; answer: string; until: number }>();
  let sweeper: NodeJS.Timeout | undefined;

  function sweep() {
    const time = now();
    for (const [key, entry] of kept) {
      if (entry.until > time) break;
      kept.delete(key);
    }
    if (kept.size === 0) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  }

  return {
    /** The answer kept for `key`, if it was written from the same input. */
    find(key: string, input: Input): string | undefined {
      const entry = kept.get(key);
      return entry && same(entry.input, input) ? entry.answer : undefined;
    },
    /** Keeps `answer`, written from `input`, for `key` (in place of any other). */
    keep(key: string, input: Input, answer: string): string {
      kept.delete(key);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(key, { input, answer, until: now() + keptForMs });
      // Unref'd: it never keeps the process up, and it stops itself once nothing is kept.
      sweeper ??= setInterval(sweep, Math.min(keptForMs, SWEEP_EVERY_MS)).unref();
      return answer;
    },
    /** The answer kept for `key` if it was written from the same input, else `write`'s, kept. */
    answer(key: string, input: Input, write: (input: Input) => string): string {
      return this.find(key, input) ?? this.keep(key, input, write(input));
    },
    forget(key: string) {
      kept.delete(key);
    },
    /** Everything written for one person (an erased account). */
    forgetOwner(owner: string) {
      for (const [key, entry] of kept) if (ownerOf(key, entry.input) === owner) kept.delete(key);
    },
    /** Exported for tests: drops what has expired now. */
    sweep,
    get size() {
      return kept.size;
    },
  };
}

const SWEEP_EVERY_MS = 30_000;

/**
 * Every store of people's kept answers in one app, and the only way to make one: erasing a person
 * forgets them in all of them by construction. A service that forgot to forget would keep an
 * erased person's answers for up to its `keptForMs` (issue 24).
 */
export function createPersonCaches() {
  const stores = new Set<{ forgetOwner(owner: string): void }>();
  return {
    /** A new store of kept answers, forgotten with the others when a person is erased. */
    keptAnswers<Input extends object>(options: KeptAnswersOptions<Input>) {
      const store = createKeptAnswers(options);
      stores.add(store);
      return store;
    },
    /** An erased account: everything kept of them leaves this process's memory at once. */
    forgetPerson(userId: string) {
      for (const store of stores) store.forgetOwner(userId);
    },
    get stores() {
      return stores.size;
    },
  };
}

export type PersonCaches = ReturnType<typeof createPersonCaches>;

type KeptAnswersOptions<Input> = {
  max: number;
  keptForMs: number;
  /** Whether two inputs would be written the same. */
  same: (kept: Input, read: Input) => boolean;
  /** Whose data an answer is. */
  ownerOf: (key: string, input: Input) => string;
  now?: () => number;
};
