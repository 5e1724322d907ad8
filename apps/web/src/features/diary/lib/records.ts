import type { DiaryPage, DiaryRecord } from '@sendero/shared';
import { toDayKey } from '@/lib/format';
import { isActivityTag } from './tags';

/** Records grouped by the LOCAL date (YYYY-MM-DD) of createdAt (docs/product.md#diary), order kept. */
export function groupByLocalDay(records: readonly DiaryRecord[]): Map<string, DiaryRecord[]> {
  const groups = new Map<string, DiaryRecord[]>();
  for (const record of records) {
    const key = toDayKey(new Date(record.createdAt));
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return groups;
}

/** All records of the loaded pages, first occurrence of each id only (docs/product.md#limits-and-constants). */
export function flattenPages(pages: readonly DiaryPage[] | undefined): DiaryRecord[] {
  const seen = new Set<string>();
  const records: DiaryRecord[] = [];
  for (const page of pages ?? []) {
    for (const record of page.data) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      records.push(record);
    }
  }
  return records;
}

/** The person's own tags on these records, each once, in the order met: what the search can filter by. */
export function ownTagsOf(records: readonly DiaryRecord[]): string[] {
  return [...new Set(records.flatMap((record) => record.tags.filter((tag) => !isActivityTag(tag))))];
}
