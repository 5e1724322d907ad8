import { describe, expect, it } from 'vitest';
import { createPersonCaches } from './kept-answers.js';

type Stamp = { userId: string; version: string };
const stamp = (changes: Partial<Stamp> = {}): Stamp => ({ userId: '00000000-0000-4000-8000-0000000000aa', version: '741', ...changes });
const keptStamps = (now?: () => number) =>
  createPersonCaches().keptAnswers<Stamp>({
    max: 5_000,
    keptForMs: 10 * 60_000,
    same: (kept, read) => kept.version === read.version && kept.userId === read.userId,
    ownerOf: (_key, input) => input.userId,
    now,
  });

describe('answers kept beside the inputs they were written from', () => {
  it('write again only when the input changed', () => {
    let writes = 0;
    const kept = keptStamps();
    const write = (input: Stamp) => `${++writes}:${input.version}`;
    expect(kept.answer('a', stamp(), write)).toBe('1:741');
    // An equal input read again (a new object, as every query makes): kept.
    expect(kept.answer('a', stamp(), write)).toBe('1:741');
    expect(kept.answer('a', stamp({ version: '742' }), write)).toBe('2:742');
    expect(kept.find('a', stamp())).toBeUndefined();
    // Another person's equal version under the same key is not theirs.
    expect(kept.find('a', stamp({ version: '742', userId: '00000000-0000-4000-8000-0000000000bb' }))).toBeUndefined();
  });

  it('forget one answer, and everything of an erased person', () => {
    const kept = keptStamps();
    kept.answer('1', stamp(), () => '1');
    kept.answer('2', stamp(), () => '2');
    kept.answer('3', stamp({ userId: '00000000-0000-4000-8000-0000000000bb' }), () => '3');
    kept.forget('2');
    expect(kept.size).toBe(2);
    kept.forgetOwner('00000000-0000-4000-8000-0000000000aa');
    expect(kept.size).toBe(1);
    expect(kept.find('3', stamp({ userId: '00000000-0000-4000-8000-0000000000bb' }))).toBe('3');
  });

  it('keep nothing past its time and no more than its bound', () => {
    let now = 0;
    const kept = keptStamps(() => now);
    for (let i = 0; i < 5_001; i++) kept.answer(`id-${i}`, stamp(), () => 'x');
    expect(kept.size).toBe(5_000);
    expect(kept.find('id-0', stamp())).toBeUndefined();
    now = 10 * 60_000 - 1;
    kept.sweep();
    expect(kept.size).toBe(5_000);
    now = 10 * 60_000;
    kept.sweep();
    expect(kept.size).toBe(0);
  });

  it('forget an erased person in every store made through one registry', () => {
    const caches = createPersonCaches();
    const options = { max: 10, keptForMs: 60_000, same: () => true, ownerOf: (_key: string, input: Stamp) => input.userId };
    const lists = caches.keptAnswers<Stamp>(options);
    const records = caches.keptAnswers<Stamp>(options);
    lists.answer('a', stamp(), () => 'lista');
    records.answer('b', stamp(), () => 'registro');
    records.answer('c', stamp({ userId: '00000000-0000-4000-8000-0000000000bb' }), () => 'de otra persona');
    caches.forgetPerson('00000000-0000-4000-8000-0000000000aa');
    expect([lists.size, records.size]).toEqual([0, 1]);
    expect(caches.stores).toBe(2);
  });

  it('make a store only through the registry, so none can be added that an erasure misses', async () => {
    expect(Object.keys(await import('./kept-answers.js'))).toEqual(['createPersonCaches']);
  });
});
