import { GROUP_REPORT_MIN_PEOPLE as K, type Feeling } from '@sendero/shared';

// The rules that keep a group report from describing fewer than k people (decision 036). Pure
// functions over the true counts: they decide what is shown; nothing else does.

/**
 * Counts of nested groups of people, outermost first (members ⊇ started ⊇ completed). Each is
 * shown only when it is at least k AND at least k apart from the nearest shown count outside it:
 * otherwise subtracting one from the other would count fewer than k people (the few who did not
 * complete, the few who did not start), and 0 counts as fewer.
 */
export function suppressChain(counts: readonly number[]): (number | null)[] {
  let outer: number | null = null;
  return counts.map((count) => {
    if (count < K || (outer !== null && outer - count < K)) return null;
    outer = count;
    return count;
  });
}

/**
 * One week's feelings: `counts` are the people who wrote each feeling that week, `writers` the
 * people who wrote at all (not shown). A cell under k is hidden; then, while the shown cells
 * account for all but fewer than k of the writers, the smallest shown cell is hidden too (else
 * "writers minus the shown cells" would count the few with a hidden feeling, or say that all felt
 * the same); and a row never has exactly one hidden cell beside shown ones (classic complementary
 * suppression, so no single hidden cell can be had by subtraction).
 */
export function suppressWeek(counts: Record<Feeling, number>, writers: number): Record<Feeling, number | null> {
  const feelings = Object.keys(counts) as Feeling[];
  const shown = new Set(feelings.filter((feeling) => counts[feeling] >= K));
  const smallestShown = () => [...shown].sort((a, b) => counts[a] - counts[b])[0]!;
  const shownSum = () => [...shown].reduce((sum, feeling) => sum + counts[feeling], 0);
  while (shown.size > 0 && writers - shownSum() < K) shown.delete(smallestShown());
  if (shown.size > 0 && feelings.length - shown.size === 1) shown.delete(smallestShown());
  return Object.fromEntries(feelings.map((feeling) => [feeling, shown.has(feeling) ? counts[feeling] : null])) as Record<Feeling, number | null>;
}

/** A mean is shown only over at least k people, in whole points: rounding also blurs what one person adds or takes away. */
export function suppressedMean(values: readonly number[]): number | null {
  if (values.length < K) return null;
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}
