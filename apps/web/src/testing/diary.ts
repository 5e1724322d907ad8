import type { DiaryRecord } from '@sendero/shared';

/** A diary record as the API answers it; override what the test is about. */
export function makeRecord(overrides: Partial<DiaryRecord> = {}): DiaryRecord {
  return {
    id: 'a',
    feeling: 'GOOD',
    finerFeeling: null,
    description: 'Un día tranquilo.',
    advice: null,
    adviceSource: 'none',
    audioUrl: '',
    tags: [],
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
