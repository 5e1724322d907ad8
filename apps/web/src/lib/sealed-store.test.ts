import { accessToken } from '@/testing/tokens';
import { eraseDiaryOutbox, queueDiaryEntry, queuedDiaryEntries, removeQueuedDiaryEntry, type QueuedDiaryEntry } from './diary-outbox';
import { DIARY_OUTBOX_KEY } from './diary-outbox-key';
import { seal, unseal } from './seal';
import { forgetDataKey, isSealedText, openSealedStore, sealingKey, unsealStore } from './sealed-store';
import { clearTokens, storeTokens } from './session-storage';

// The real AES-GCM of WebCrypto, over jsdom's localStorage.
const newKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
const SECRET = 'Hoy le conté a Lucía lo del trabajo';
const entry = (key: string, description = SECRET): QueuedDiaryEntry => ({
  key,
  userId: 'user-1',
  feeling: 'BAD',
  description,
  audioUrl: '',
  writtenAt: '2026-11-27T20:00:00.000Z',
});
// Sealed writes land a moment later (AES-GCM is asynchronous).
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the sealed store', () => {
  beforeEach(() => {
    localStorage.clear();
    storeTokens({ access_token: accessToken(900, 'user-1'), refresh_token: 'refresh-1' });
  });
  afterEach(() => {
    forgetDataKey();
    eraseDiaryOutbox();
    clearTokens();
  });

  it('erases the sealed outbox when the session ends, locked or not', async () => {
    await openSealedStore('user-1', await newKey());
    queueDiaryEntry(entry('k1'));
    await settle();
    forgetDataKey();
    eraseDiaryOutbox();
    await settle();
    expect(localStorage.getItem(DIARY_OUTBOX_KEY)).toBeNull();
  });

  it('seals a value that only its key opens', async () => {
    const key = await newKey();
    const sealed = await seal(key, { description: SECRET });
    expect(JSON.stringify(sealed)).not.toContain('Lucía');
    expect(await unseal(key, sealed)).toEqual({ description: SECRET });
    await expect(unseal(await newKey(), sealed)).rejects.toThrow();
    // A changed byte is refused, not read as something else.
    const changed = { sealed: (sealed.sealed.startsWith('A') ? 'B' : 'A') + sealed.sealed.slice(1) };
    await expect(unseal(key, changed)).rejects.toThrow();
  });

  it('seals the outbox already there when the key comes, and keeps no text of an entry in storage', async () => {
    queueDiaryEntry(entry('k1'));
    expect(localStorage.getItem(DIARY_OUTBOX_KEY)).toContain('Lucía');
    await openSealedStore('user-1', await newKey());
    queueDiaryEntry(entry('k2', 'Otra cosa que solo es mía'));
    await settle();
    const stored = localStorage.getItem(DIARY_OUTBOX_KEY);
    expect(isSealedText(stored)).toBe(true);
    expect(stored).not.toContain('Lucía');
    expect(stored).not.toContain('solo es mía');
    expect(queuedDiaryEntries('user-1').map((queued) => queued.key)).toEqual(['k1', 'k2']);
  });

  it('reads as empty while locked, never overwrites the sealed outbox, and opens it again with the key', async () => {
    const key = await newKey();
    await openSealedStore('user-1', key);
    queueDiaryEntry(entry('k1'));
    await settle();
    forgetDataKey();
    expect(sealingKey()).toBeNull();
    expect(queuedDiaryEntries('user-1')).toEqual([]);
    // A sender finishing after the lock cannot drop what it no longer sees.
    expect(() => removeQueuedDiaryEntry('k1')).toThrow();
    expect(() => queueDiaryEntry(entry('k3'))).toThrow();
    expect(isSealedText(localStorage.getItem(DIARY_OUTBOX_KEY))).toBe(true);
    await openSealedStore('user-1', key);
    expect(queuedDiaryEntries('user-1').map((queued) => queued.key)).toEqual(['k1']);
  });

  it('the wrong key opens nothing and loses nothing', async () => {
    await openSealedStore('user-1', await newKey());
    queueDiaryEntry(entry('k1'));
    await settle();
    const stored = localStorage.getItem(DIARY_OUTBOX_KEY);
    forgetDataKey();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openSealedStore('user-1', await newKey());
    expect(queuedDiaryEntries('user-1')).toEqual([]);
    expect(localStorage.getItem(DIARY_OUTBOX_KEY)).toBe(stored);
    errors.mockRestore();
  });

  it('opens back to the clear, every entry kept, when the PIN is removed', async () => {
    await openSealedStore('user-1', await newKey());
    queueDiaryEntry(entry('k1'));
    queueDiaryEntry(entry('k2'));
    await unsealStore();
    expect(sealingKey()).toBeNull();
    expect(JSON.parse(localStorage.getItem(DIARY_OUTBOX_KEY) ?? '[]')).toEqual([entry('k1'), entry('k2')]);
    expect(queuedDiaryEntries('user-1')).toHaveLength(2);
  });

  it('keeps the key for the person who unlocked only: another account signed in in the tab has none', async () => {
    await openSealedStore('user-1', await newKey());
    storeTokens({ access_token: accessToken(900, 'user-2'), refresh_token: 'refresh-2' });
    expect(sealingKey()).toBeNull();
  });
});
