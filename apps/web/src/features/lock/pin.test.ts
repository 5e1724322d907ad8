import { setAppLocked } from '@/lib/app-lock';
import { eraseDiaryOutbox, queueDiaryEntry, queuedDiaryEntries, type QueuedDiaryEntry } from '@/lib/diary-outbox';
import { DIARY_OUTBOX_KEY } from '@/lib/diary-outbox-key';
import { forgetDataKey, sealingKey } from '@/lib/sealed-store';
import { clearTokens, storeTokens } from '@/lib/session-storage';
import { stored as idb } from '@/testing/memory-idb';
import { accessToken } from '@/testing/tokens';
import {
  attemptsLeft,
  checkPin,
  hashPin,
  keyFromSecret,
  MAX_ATTEMPTS,
  readLockMinutes,
  readPinRecord,
  rememberBiometric,
  removePin,
  setPin,
  unwrapDataKey,
  writePinRecord,
} from './pin';

// The offline copy opens and seals with the PIN (decision 062): its IndexedDB is a Map here.
vi.mock('idb-keyval', () => import('@/testing/memory-idb'));

// The real PBKDF2 of WebCrypto, with few iterations so the suite stays quick.
const FEW = 1_000;

describe('the PIN kept on this device', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a salted slow hash, never the PIN, with the minutes, per account', async () => {
    await setPin('user-1', '4821', 5, FEW);
    const stored = Object.entries(localStorage)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join('\n');
    expect(stored).not.toContain('4821');
    const record = readPinRecord('user-1');
    expect(record).toMatchObject({ iterations: FEW, failedAttempts: 0 });
    expect(readLockMinutes('user-1')).toBe(5);
    expect(readPinRecord('user-2')).toBeNull();
  });

  it('hashes the same PIN differently with another salt, and the same with the same one', async () => {
    const salt = new Uint8Array(16).fill(1);
    const other = new Uint8Array(16).fill(2);
    expect(await hashPin('4821', salt, FEW)).toBe(await hashPin('4821', salt, FEW));
    expect(await hashPin('4821', salt, FEW)).not.toBe(await hashPin('4821', other, FEW));
  });

  it('uses a new salt each time a PIN is set', async () => {
    await setPin('user-1', '4821', 5, FEW);
    const first = readPinRecord('user-1');
    await setPin('user-1', '4821', 5, FEW);
    expect(readPinRecord('user-1')?.salt).not.toBe(first?.salt);
  });

  it('refuses a PIN that is not 4 to 6 digits', async () => {
    await expect(setPin('user-1', '123', 5, FEW)).rejects.toThrow();
    await expect(setPin('user-1', '1234567', 5, FEW)).rejects.toThrow();
    await expect(setPin('user-1', '12a4', 5, FEW)).rejects.toThrow();
  });

  it('counts wrong PINs, even across a reload, and the right one starts the count again', async () => {
    await setPin('user-1', '482193', 1, FEW);
    expect(await checkPin('user-1', '000000')).toEqual({ ok: false, attemptsLeft: 4 });
    expect(await checkPin('user-1', '1234')).toEqual({ ok: false, attemptsLeft: 3 });
    // What a reload would read again.
    expect(attemptsLeft('user-1')).toBe(3);
    expect(await checkPin('user-1', '482193')).toEqual({ ok: true });
    expect(attemptsLeft('user-1')).toBe(MAX_ATTEMPTS);
  });

  it('has no tries left after the fifth wrong PIN', async () => {
    await setPin('user-1', '4821', 5, FEW);
    const results = [];
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) results.push(await checkPin('user-1', '1111'));
    expect(results.map((result) => (result.ok ? 'ok' : result.attemptsLeft))).toEqual([4, 3, 2, 1, 0]);
  });

  it('forgets everything of the lock when the PIN is removed', async () => {
    await setPin('user-1', '4821', 15, FEW);
    await removePin('user-1');
    expect(readPinRecord('user-1')).toBeNull();
    expect(localStorage.getItem('sendero-lock:user-1')).toBeNull();
  });
});

const SECRET = 'Hoy le conté a Lucía lo del trabajo';
const entry = (key: string): QueuedDiaryEntry => ({
  key,
  userId: 'user-1',
  feeling: 'BAD',
  description: SECRET,
  audioUrl: '',
  writtenAt: '2026-11-27T20:00:00.000Z',
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const everythingStored = () => JSON.stringify({ ...localStorage }) + JSON.stringify([...idb.values()]);
const snapshot = {
  userId: 'user-1',
  savedAt: Date.now(),
  state: { mutations: [], queries: [{ queryHash: '["diary"]', queryKey: ['diary'], state: { data: [SECRET] } }] },
};

describe('the diary sealed by the PIN', () => {
  beforeEach(() => {
    localStorage.clear();
    idb.clear();
    storeTokens({ access_token: accessToken(900, 'user-1'), refresh_token: 'refresh-1' });
  });
  afterEach(() => {
    forgetDataKey();
    eraseDiaryOutbox();
    clearTokens();
  });

  it('seals what is there when the PIN is set: no text of an entry is left in storage, and locking drops the key', async () => {
    queueDiaryEntry(entry('k1'));
    idb.set('queries', structuredClone(snapshot));
    expect(everythingStored()).toContain('Lucía');
    await setPin('user-1', '4821', 5, FEW);
    await settle();
    expect(everythingStored()).not.toContain('Lucía');
    expect(readPinRecord('user-1')).not.toHaveProperty('hash');
    setAppLocked(true);
    expect(sealingKey()).toBeNull();
    expect(queuedDiaryEntries('user-1')).toEqual([]);
  });

  it('opens with the right PIN only, and a change of PIN keeps every entry', async () => {
    queueDiaryEntry(entry('k1'));
    await setPin('user-1', '4821', 5, FEW);
    queueDiaryEntry(entry('k2'));
    await settle();
    setAppLocked(true);
    expect(await checkPin('user-1', '1111')).toEqual({ ok: false, attemptsLeft: 4 });
    expect(sealingKey()).toBeNull();
    expect(await checkPin('user-1', '4821')).toEqual({ ok: true });
    expect(queuedDiaryEntries('user-1').map((queued) => queued.key)).toEqual(['k1', 'k2']);

    const sealed = localStorage.getItem(DIARY_OUTBOX_KEY);
    await setPin('user-1', '975310', 5, FEW);
    // Only the data key is wrapped again: what is sealed is the same.
    expect(localStorage.getItem(DIARY_OUTBOX_KEY)).toBe(sealed);
    setAppLocked(true);
    expect(await checkPin('user-1', '4821')).toMatchObject({ ok: false });
    expect(await checkPin('user-1', '975310')).toEqual({ ok: true });
    expect(queuedDiaryEntries('user-1').map((queued) => queued.key)).toEqual(['k1', 'k2']);
  });

  it('opens back to the clear when the PIN is removed, every entry and the offline copy kept', async () => {
    queueDiaryEntry(entry('k1'));
    idb.set('queries', structuredClone(snapshot));
    await setPin('user-1', '4821', 5, FEW);
    await settle();
    await removePin('user-1');
    expect(sealingKey()).toBeNull();
    expect(JSON.parse(localStorage.getItem(DIARY_OUTBOX_KEY) ?? '[]')).toEqual([entry('k1')]);
    expect(idb.get('queries')).toMatchObject({ userId: 'user-1', state: snapshot.state });
  });

  it('seals on the first unlock a PIN set before the store was sealed', async () => {
    const salt = new Uint8Array(16).fill(3);
    writePinRecord('user-1', { salt: btoa(String.fromCharCode(...salt)), hash: await hashPin('4821', salt, FEW), iterations: FEW, failedAttempts: 0 });
    localStorage.setItem('sendero-lock:user-1', '5');
    queueDiaryEntry(entry('k1'));
    expect(await checkPin('user-1', '4821')).toEqual({ ok: true });
    await settle();
    expect(everythingStored()).not.toContain('Lucía');
    expect(queuedDiaryEntries('user-1')).toHaveLength(1);
  });

  it("wraps the same key with the device's PRF secret", async () => {
    await setPin('user-1', '4821', 5, FEW);
    const secret = crypto.getRandomValues(new Uint8Array(32));
    await rememberBiometric('user-1', { credentialId: 'cred', secret, salt: new Uint8Array(32) });
    const prf = readPinRecord('user-1')?.prf;
    const dataKey = await unwrapDataKey(await keyFromSecret(secret), prf!.wrappedKey);
    const raw = (key: CryptoKey) => crypto.subtle.exportKey('raw', key).then((bytes) => [...new Uint8Array(bytes)]);
    expect(await raw(dataKey)).toEqual(await raw(sealingKey()!));
    await expect(unwrapDataKey(await keyFromSecret(new Uint8Array(32)), prf!.wrappedKey)).rejects.toThrow();
  });
});
