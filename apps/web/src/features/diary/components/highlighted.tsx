import { matchRanges } from '@sendero/shared';
import type { ReactNode } from 'react';

/** `text` with the searched words marked (accents and case ignored, as the search finds them). */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, words)) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-300 px-0.5 text-navy-950">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** Around the first searched word of a long text (the advice): a snippet, with ellipses where it was cut. */
export function snippetAround(text: string, words: readonly string[], before = 60, after = 120): string | null {
  const first = matchRanges(text, words)[0];
  if (!first) return null;
  const start = first[0] <= before ? 0 : text.lastIndexOf(' ', first[0] - before) + 1;
  const end = Math.min(text.length, first[1] + after);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}
