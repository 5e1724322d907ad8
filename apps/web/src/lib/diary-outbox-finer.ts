import type { FinerFeeling } from '@sendero/shared';
import { readAll, writeAll } from './diary-outbox';

// Apart from diary-outbox.ts, which every signed-in page loads: only home's lazy chips use this.

/** The finer word of a waiting entry, chosen after it was queued (decision 042); null removes it. */
export function setQueuedFinerFeeling(key: string, finerFeeling: FinerFeeling | null): void {
  writeAll(
    readAll().map((entry) => {
      if (entry.key !== key) return entry;
      const { finerFeeling: _replaced, ...rest } = entry;
      return finerFeeling ? { ...rest, finerFeeling } : rest;
    }),
  );
}
