import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eraseDiaryOutbox, newEntryKey, queueDiaryEntry, queuedDiaryEntries, type QueuedDiaryEntry } from '@/lib/diary-outbox';
import { setQueuedFinerFeeling } from '@/lib/diary-outbox-finer';
import { hasQueuedDiaryEntries } from '@/lib/diary-outbox-key';
import { makeRecord } from '@/testing/diary';
import { mockFetch } from '@/testing/fetch';
import { makeJwt } from '@/testing/tokens';
import { storeTokens } from '@/lib/session-storage';
import { onQueuedDiaryEntrySent, sendQueuedDiaryEntries } from './diary-outbox';

const signIn = (userId: string) =>
  storeTokens({ access_token: makeJwt({ sub: userId, role: 'USER', exp: Math.floor(Date.now() / 1000) + 900 }), refresh_token: 'refresco' });

const entry = (overrides: Partial<QueuedDiaryEntry> = {}): QueuedDiaryEntry => ({
  key: newEntryKey(),
  userId: 'ana',
  feeling: 'BAD',
  description: 'Escrito en el metro, sin cobertura.',
  audioUrl: '',
  writtenAt: new Date().toISOString(),
  ...overrides,
});

const stored = (description: string) => ({ status: 201, body: { ...makeRecord({ description }), aiResponse: 'Respira hondo.' } });

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the diary outbox', () => {
  it('sends a waiting entry with the finer word chosen after it was kept (decision 042)', async () => {
    signIn('ana');
    const waiting = entry({ description: '' });
    const other = entry({ description: 'Otra', finerFeeling: 'triste' });
    [waiting, other].forEach(queueDiaryEntry);
    setQueuedFinerFeeling(waiting.key, 'agotado');
    setQueuedFinerFeeling(waiting.key, 'solo');
    expect(queuedDiaryEntries('ana').map((queued) => queued.finerFeeling)).toEqual(['solo', 'triste']);
    const fetch = mockFetch({ 'POST /api/diary/entry': [stored(''), stored('Otra')] });
    await sendQueuedDiaryEntries(new QueryClient());
    expect(fetch.callsTo('POST', '/api/diary/entry').map((call) => call.body)).toEqual([
      { feeling: 'BAD', finerFeeling: 'solo', description: '', audioUrl: '' },
      { feeling: 'BAD', finerFeeling: 'triste', description: 'Otra', audioUrl: '' },
    ]);
  });

  it('makes a UUID v4 key for each entry', () => {
    const keys = new Set(Array.from({ length: 20 }, newEntryKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps an entry once per key, per person, across a reload (localStorage)', () => {
    const first = entry();
    queueDiaryEntry(first);
    queueDiaryEntry(first);
    queueDiaryEntry(entry({ userId: 'luis' }));
    expect(queuedDiaryEntries('ana')).toEqual([first]);
    expect(queuedDiaryEntries('luis')).toHaveLength(1);
    eraseDiaryOutbox();
    expect(hasQueuedDiaryEntries()).toBe(false);
  });

  it("sends the signed-in person's entries oldest first with their key, once each, and leaves others' waiting", async () => {
    signIn('ana');
    const first = entry({ description: 'Primera' });
    const second = entry({ description: 'Segunda' });
    const luis = entry({ userId: 'luis', description: 'De Luis' });
    [first, luis, second].forEach(queueDiaryEntry);
    const fetch = mockFetch({ 'POST /api/diary/entry': [stored('Primera'), stored('Segunda')] });
    const heard: string[] = [];
    const stop = onQueuedDiaryEntrySent((key) => heard.push(key));
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await Promise.all([sendQueuedDiaryEntries(queryClient), sendQueuedDiaryEntries(queryClient)]);
    stop();

    const posts = fetch.callsTo('POST', '/api/diary/entry');
    expect(posts.map((call) => call.headers['Idempotency-Key'])).toEqual([first.key, second.key]);
    expect(posts.map((call) => call.body)).toEqual([
      { feeling: 'BAD', description: 'Primera', audioUrl: '' },
      { feeling: 'BAD', description: 'Segunda', audioUrl: '' },
    ]);
    expect(heard).toEqual([first.key, second.key]);
    expect(queuedDiaryEntries('ana')).toEqual([]);
    expect(queuedDiaryEntries('luis')).toEqual([luis]);
    // The calendar, the day strip and the list load again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['diary'] });
  });

  it('keeps an entry when no answer comes, and sends it, same key, on the next chance', async () => {
    signIn('ana');
    const waiting = entry();
    queueDiaryEntry(waiting);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await sendQueuedDiaryEntries(new QueryClient());
    expect(queuedDiaryEntries('ana')).toEqual([waiting]);

    const fetch = mockFetch({ 'POST /api/diary/entry': [stored('x')] });
    await sendQueuedDiaryEntries(new QueryClient());
    expect(fetch.calls[0]!.headers['Idempotency-Key']).toBe(waiting.key);
    expect(queuedDiaryEntries('ana')).toEqual([]);
  });

  it('waits while offline, and on a 503; drops an entry the server refuses for good (400)', async () => {
    signIn('ana');
    const refused = entry({ description: 'Rechazada' });
    const later = entry({ description: 'Después' });
    queueDiaryEntry(refused);
    queueDiaryEntry(later);
    online = false;
    const fetch = mockFetch({});
    await sendQueuedDiaryEntries(new QueryClient());
    expect(fetch.calls).toHaveLength(0);

    online = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unavailable = { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: ['No disponible.'] } };
    const invalid = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: ['Cuéntanos qué pasó.'] } };
    mockFetch({ 'POST /api/diary/entry': [unavailable] });
    await sendQueuedDiaryEntries(new QueryClient());
    expect(queuedDiaryEntries('ana')).toEqual([refused, later]);

    mockFetch({ 'POST /api/diary/entry': [invalid, stored('Después')] });
    await sendQueuedDiaryEntries(new QueryClient());
    expect(queuedDiaryEntries('ana')).toEqual([]);
  });

  it('sends nothing when nobody is signed in', async () => {
    queueDiaryEntry(entry());
    const fetch = mockFetch({});
    await sendQueuedDiaryEntries(new QueryClient());
    expect(fetch.calls).toHaveLength(0);
  });
});
