import { describe, expect, it } from 'vitest';
import { makeRecord } from '@/testing/diary';
import { nextPageCursor } from './diary';

const record = (id: string) => makeRecord({ id });

describe('diary pages', () => {
  it('stop on an empty page or when there is no cursor', () => {
    expect(nextPageCursor({ data: [record('a')], nextCursor: 'x' })).toBe('x');
    expect(nextPageCursor({ data: [record('b')], nextCursor: null })).toBeUndefined();
    expect(nextPageCursor({ data: [], nextCursor: 'y' })).toBeUndefined();
  });
});
