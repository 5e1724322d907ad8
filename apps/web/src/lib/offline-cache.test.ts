import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueDiaryEntry } from './diary-outbox';
import { hasQueuedDiaryEntries } from './diary-outbox-key';

// jsdom has no IndexedDB: the store is a Map, as idb-keyval would keep it.
const idb = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => idb.get(key),
  set: async (key: string, value: unknown) => void idb.set(key, structuredClone(value)),
  clear: async () => idb.clear(),
}));

const { eraseOfflineData, keepOfflineCache, loadOfflineCache } = await import('./offline-cache');

const saved = () => idb.get('queries') as { userId: string; state: { queries: { queryKey: unknown[] }[] } } | undefined;
const savedRoots = () => saved()?.state.queries.map((query) => query.queryKey[0]);

afterEach(async () => {
  vi.useRealTimers();
  await eraseOfflineData();
});

async function keepFor(userId: string | null, fill: (client: QueryClient) => void) {
  vi.useFakeTimers();
  const client = new QueryClient();
  const stop = keepOfflineCache(client, () => userId);
  fill(client);
  await vi.advanceTimersByTimeAsync(600);
  stop();
  vi.useRealTimers();
}

describe('the offline copy', () => {
  it("keeps the person's routes, diary and safety plan, not what other screens load", async () => {
    await keepFor('ana', (client) => {
      client.setQueryData(['routes'], [{ id: 'r1' }]);
      client.setQueryData(['diary', 'month', 2026, 11, 'Europe/Madrid'], [{ id: 'd1' }]);
      client.setQueryData(['safety-plan'], { reasonsToLive: ['Alba'] });
      client.setQueryData(['admin-users'], [{ id: 'u1' }]);
    });
    expect(saved()?.userId).toBe('ana');
    expect(savedRoots()?.sort()).toEqual(['diary', 'routes', 'safety-plan']);
  });

  it('writes nothing once the session has ended', async () => {
    await keepFor(null, (client) => client.setQueryData(['routes'], []));
    expect(saved()).toBeUndefined();
  });

  it('shows the copy only to its person, as stale data, and erases a copy that is someone else’s', async () => {
    await keepFor('ana', (client) => client.setQueryData(['safety-plan'], { reasonsToLive: ['Alba'] }));

    const offline = new QueryClient();
    await loadOfflineCache(offline, 'ana', { show: true });
    expect(offline.getQueryData(['safety-plan'])).toEqual({ reasonsToLive: ['Alba'] });
    expect(offline.getQueryState(['safety-plan'])?.isInvalidated).toBe(true);

    const online = new QueryClient();
    await loadOfflineCache(online, 'ana', { show: false });
    expect(online.getQueryData(['safety-plan'])).toBeUndefined();

    await eraseOfflineData();
    await keepFor('ana', (client) => client.setQueryData(['safety-plan'], { reasonsToLive: ['Alba'] }));
    const luis = new QueryClient();
    await loadOfflineCache(luis, 'luis', { show: true });
    expect(luis.getQueryData(['safety-plan'])).toBeUndefined();
    expect(saved()).toBeUndefined();
  });

  it('erases the copy and the entries waiting to be sent when the session ends', async () => {
    await keepFor('ana', (client) => client.setQueryData(['routes'], []));
    queueDiaryEntry({ key: 'k', userId: 'ana', feeling: 'BAD', description: 'x', audioUrl: '', writtenAt: new Date().toISOString() });
    await eraseOfflineData();
    expect(saved()).toBeUndefined();
    expect(hasQueuedDiaryEntries()).toBe(false);
  });
});
