import { describe, expect, it } from 'vitest';
import { makeRecord } from '@/testing/diary';
import { flattenPages, groupByLocalDay } from './records';

const record = (id: string, createdAt: string) => makeRecord({ id, createdAt });

describe('diary records', () => {
  it('groups by the local date of createdAt', () => {
    // 23:30 local on 5 January: its UTC date may be another day, the group must not be.
    const late = new Date(2026, 0, 5, 23, 30).toISOString();
    const early = new Date(2026, 0, 5, 0, 15).toISOString();
    const next = new Date(2026, 0, 6, 8, 0).toISOString();
    const groups = groupByLocalDay([record('a', late), record('b', early), record('c', next)]);
    expect(groups.get('2026-01-05')?.map((r) => r.id)).toEqual(['a', 'b']);
    expect(groups.get('2026-01-06')?.map((r) => r.id)).toEqual(['c']);
  });

  it('drops duplicate ids across pages', () => {
    const pages = [
      { data: [record('a', '2026-01-05T10:00:00.000Z'), record('b', '2026-01-04T10:00:00.000Z')], nextCursor: 'x' },
      { data: [record('b', '2026-01-04T10:00:00.000Z'), record('c', '2026-01-03T10:00:00.000Z')], nextCursor: null },
    ];
    expect(flattenPages(pages).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
