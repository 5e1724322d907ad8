import { describe, expect, it } from 'vitest';
import { createKeptAnswers, sameFields } from './kept-answers.js';

type Row = { id: string; userId: string; feeling: string; description: string; ownTags: string | null; tags: string[]; createdAt: Date };
const row = (changes: Partial<Row> = {}): Row => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-0000000000aa',
  feeling: 'GOOD',
  description: 'enc:v1:sellado-1',
  ownTags: null,
  tags: ['naturaleza'],
  createdAt: new Date('2026-11-24T10:00:00.000Z'),
  ...changes,
});
const keptRows = (now?: () => number) => createKeptAnswers<Row>({ max: 5_000, keptForMs: 10 * 60_000, same: sameFields, ownerOf: (_id, stored) => stored.userId, now });

describe('answers kept beside the rows they were written from', () => {
  it('write again only when a field of the row changed', () => {
    let writes = 0;
    const kept = keptRows();
    const write = (stored: Row) => `${++writes}:${stored.description}`;
    expect(kept.answer('a', row(), write)).toBe('1:enc:v1:sellado-1');
    // Equal values read again (new objects, as every query makes): kept.
    expect(kept.answer('a', row({ tags: ['naturaleza'], createdAt: new Date('2026-11-24T10:00:00.000Z') }), write)).toBe('1:enc:v1:sellado-1');
    for (const change of [{ description: 'enc:v1:sellado-2' }, { tags: ['naturaleza', 'salud'] }, { createdAt: new Date('2026-11-24T10:00:00.001Z') }, { feeling: 'BAD' }, { ownTags: 'enc:v1:mias' }]) {
      const before = writes;
      kept.answer('a', row(change), write);
      expect(writes, JSON.stringify(change)).toBe(before + 1);
    }
  });

  it('forget one answer, and everything of an erased person', () => {
    const kept = keptRows();
    kept.answer('1', row(), () => '1');
    kept.answer('2', row(), () => '2');
    kept.answer('3', row({ userId: '00000000-0000-4000-8000-0000000000bb' }), () => '3');
    kept.forget('2');
    expect(kept.size).toBe(2);
    kept.forgetOwner('00000000-0000-4000-8000-0000000000aa');
    expect(kept.size).toBe(1);
    expect(kept.find('3', row({ userId: '00000000-0000-4000-8000-0000000000bb' }))).toBe('3');
  });

  it('keep nothing past its time and no more than its bound', () => {
    let now = 0;
    const kept = keptRows(() => now);
    for (let i = 0; i < 5_001; i++) kept.answer(`id-${i}`, row(), () => 'x');
    expect(kept.size).toBe(5_000);
    expect(kept.find('id-0', row())).toBeUndefined();
    now = 10 * 60_000 - 1;
    kept.sweep();
    expect(kept.size).toBe(5_000);
    now = 10 * 60_000;
    kept.sweep();
    expect(kept.size).toBe(0);
  });
});
