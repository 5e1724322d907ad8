import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, get, set } from 'idb-keyval';
import { lockMinutes } from './app-lock';
import { eraseDiaryDraft } from './diary-draft-key';
import { eraseDiaryOutbox } from './diary-outbox';
import { isSealed, seal, unseal, type Sealed } from './seal';
import { forgetDataKey, registerSealedPart, sealingKey } from './sealed-store';
import { getSignedInUserId } from './session-storage';
import { eraseWho5Draft } from './who5-draft-key';

/**
 * What the person last saw, kept on this device so it opens without a connection: their
 * profile, the routes list and the contents of routes they opened, the diary months and list,
 * the safety plan and crisis lines. Health data on what may be a shared device, so it is kept
 * for one person only (the snapshot names them), and erased when the session ends (logout,
 * account erasure, a session the server ended): see `eraseOfflineData`.
 *
 * With a PIN set, the snapshot's queries are sealed with the diary's data key (decision 062):
 * locked, nothing is read or written here.
 *
 * Loaded with `import()` after the first page: it is not part of what a first visit downloads.
 */
const store = createStore('sendero-offline', 'snapshots');
const SNAPSHOT = 'queries';

/** The first element of the query keys kept offline (see src/api/ and the safety feature). */
const keptRoots: ReadonlySet<string> = new Set(['profile', 'routes', 'contents', 'diary', 'safety-plan', 'crisis-lines']);
/** Older than this, a snapshot is not shown: a week without a connection is rare, and data ages. */
const MAX_AGE_MS = 7 * 24 * 3_600_000;
/** Writes are gathered: a screen that loads five queries writes once. */
const SAVE_DELAY_MS = 500;

/** How many queries are kept at most (months and route contents add up); the newest stay. */
const MAX_QUERIES = 80;

/** `state` in the clear, or `sealed` (the same state) when a PIN is set. */
type Snapshot = { userId: string; savedAt: number; state?: DehydratedState; sealed?: Sealed };
type KeptQuery = DehydratedState['queries'][number];

/**
 * Everything kept so far, by query hash, for `keptFor`. Saves add to it rather than replace it: a
 * month the cache has let go of (after five minutes unseen) stays available offline.
 */
let kept = new Map<string, KeptQuery>();
let keptFor: string | null = null;
/** The app's cache, once `keepOfflineCache` started: an unlock shows the opened copy in it. */
let keptClient: QueryClient | undefined;

/** The snapshot's queries: opened with the data key when sealed, null when locked (or sealed with another key). */
async function stateOf(snapshot: Snapshot): Promise<DehydratedState | null> {
  if (snapshot.state) return snapshot.state;
  const key = sealingKey();
  if (!key || !isSealed(snapshot.sealed)) return null;
  return unseal<DehydratedState>(key, snapshot.sealed).catch(() => null);
}

/** Stored sealed while the key is in memory, in the clear without a PIN; not at all while a PIN locks it. */
async function storeSnapshot(userId: string, savedAt: number, state: DehydratedState): Promise<void> {
  const key = sealingKey();
  if (key) await set(SNAPSHOT, { userId, savedAt, sealed: await seal(key, state) } satisfies Snapshot, store);
  else if (!lockMinutes()) await set(SNAPSHOT, { userId, savedAt, state } satisfies Snapshot, store);
}

registerSealedPart({
  async open() {
    const userId = getSignedInUserId();
    const snapshot = await get<Snapshot>(SNAPSHOT, store);
    // What was kept in the clear before the PIN is sealed now.
    if (userId && snapshot?.state && snapshot.userId === userId) await storeSnapshot(userId, snapshot.savedAt, snapshot.state);
    if (userId && keptClient) await loadOfflineCache(keptClient, userId, { show: !navigator.onLine });
  },
  forget() {
    kept = new Map();
    keptFor = null;
  },
  async unseal(key) {
    const snapshot = await get<Snapshot>(SNAPSHOT, store);
    if (!isSealed(snapshot?.sealed)) return;
    const state = await unseal<DehydratedState>(key, snapshot.sealed);
    await set(SNAPSHOT, { userId: snapshot.userId, savedAt: snapshot.savedAt, state } satisfies Snapshot, store);
  },
});

const isKept = (query: Query) => query.state.status === 'success' && keptRoots.has(String(query.queryKey[0]));

/**
 * Reads the person's last snapshot into what is kept, and puts it into the cache when `show` (the
 * app started offline). Online, the screens load fresh data as always: a form must never start
 * from an old copy. Someone else's snapshot is erased unread.
 */
export async function loadOfflineCache(queryClient: QueryClient, userId: string, { show }: { show: boolean }): Promise<void> {
  const snapshot = await get<Snapshot>(SNAPSHOT, store);
  if (!snapshot) return;
  if (snapshot.userId !== userId) {
    await clear(store);
    return;
  }
  if (Date.now() - snapshot.savedAt > MAX_AGE_MS) return;
  const state = await stateOf(snapshot);
  if (!state) return;
  if (keptFor !== userId) {
    kept = new Map(state.queries.map((query) => [query.queryHash, query]));
    keptFor = userId;
  }
  if (show) showOfflineCache(queryClient, userId);
}

/**
 * Puts what is kept for `userId` into the cache (the connection just went): only where the cache has
 * nothing newer. What was put back counts as stale, so it is asked for again once the connection
 * returns and a screen uses it.
 */
export function showOfflineCache(queryClient: QueryClient, userId: string | null): void {
  if (!userId || keptFor !== userId || kept.size === 0) return;
  const queries = [...kept.values()];
  hydrate(queryClient, { queries, mutations: [] });
  const restoredAt = new Map(queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
  void queryClient.invalidateQueries({ predicate: (query) => restoredAt.get(query.queryHash) === query.state.dataUpdatedAt, refetchType: 'none' });
}

/**
 * Saves the kept queries whenever they change, for whoever is signed in at that moment (read by
 * `currentUserId` when the write happens, so nothing is written once the session has ended).
 * Returns the function that stops it.
 */
export function keepOfflineCache(queryClient: QueryClient, currentUserId: () => string | null): () => void {
  keptClient = queryClient;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const userId = currentUserId();
    // Locked by a PIN (no key in memory): nothing is written, so nothing sealed is replaced.
    if (!userId || (lockMinutes() && !sealingKey())) return;
    if (keptFor !== userId) {
      kept = new Map();
      keptFor = userId;
    }
    for (const query of dehydrate(queryClient, { shouldDehydrateQuery: isKept }).queries) kept.set(query.queryHash, query);
    const queries = [...kept.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, MAX_QUERIES);
    storeSnapshot(userId, Date.now(), { queries, mutations: [] }).catch((error: unknown) => console.error('Offline copy not saved', error));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    // New data only: a query the cache lets go of stays kept.
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'setState')) return;
    if (!keptRoots.has(String(event.query.queryKey[0]))) return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  // Started once the first page is up (src/app/provider.tsx): what it loaded before is kept too.
  if (queryClient.getQueryCache().getAll().some(isKept)) timer = setTimeout(save, SAVE_DELAY_MS);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** Erases everything this device kept for the person: the snapshot. */
export async function eraseOfflineCache(): Promise<void> {
  kept = new Map();
  keptFor = null;
  await clear(store);
}

/**
 * The session ended (logout, account erasure, a session the server ended): everything this device
 * kept for the person goes, the snapshot, the diary entries still waiting to be sent and the draft
 * being written. This may be a shared device; an entry kept for someone else must never be sent as
 * the next person's, nor their unsent text shown to them.
 */
export async function eraseOfflineData(): Promise<void> {
  eraseDiaryDraft();
  eraseWho5Draft();
  eraseDiaryOutbox();
  forgetDataKey();
  await eraseOfflineCache();
}
