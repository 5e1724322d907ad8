/**
 * idb-keyval over a Map, for tests (jsdom has no IndexedDB): `vi.mock('idb-keyval', () => import('@/testing/memory-idb'))`.
 * Values are cloned as IndexedDB would store them; `stored` shows what the device would hold.
 */
export const stored = new Map<string, unknown>();
export const createStore = () => 'store';
export const get = async (key: string) => stored.get(key);
export const set = async (key: string, value: unknown) => void stored.set(key, structuredClone(value));
export const clear = async () => stored.clear();
