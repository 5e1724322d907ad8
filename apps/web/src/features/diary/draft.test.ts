import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, storeTokens } from '@/lib/session-storage';
import { accessToken } from '@/testing/tokens';
import { DIARY_DRAFT_KEY, getDraft, updateDraft } from './draft';

// jsdom has no IndexedDB: the offline snapshot's store is a Map.
vi.mock('idb-keyval', () => ({ createStore: () => 'store', get: async () => undefined, set: async () => undefined, clear: async () => undefined }));
const { eraseOfflineData } = await import('@/lib/offline-cache');

const signIn = (userId: string) => storeTokens({ access_token: accessToken(900, userId), refresh_token: `refresh-${userId}` });

afterEach(() => {
  sessionStorage.clear();
  clearTokens();
});

describe('the diary draft belongs to its person', () => {
  it('is erased with the offline data when the session ends', async () => {
    signIn('ana');
    updateDraft({ description: 'Lo que Ana no llegó a enviar.' });
    expect(getDraft().description).toBe('Lo que Ana no llegó a enviar.');
    await eraseOfflineData();
    expect(sessionStorage.getItem(DIARY_DRAFT_KEY)).toBeNull();
    expect(getDraft().description).toBe('');
  });

  it('is never shown to another account signed in in the same tab, and theirs replaces it', () => {
    signIn('ana');
    updateDraft({ description: 'Texto de Ana.', feeling: 'BAD' });
    expect(JSON.parse(sessionStorage.getItem(DIARY_DRAFT_KEY)!)).toMatchObject({ ownerId: 'ana' });
    signIn('bruno');
    expect(getDraft()).toMatchObject({ description: '', feeling: null, ownerId: null });
    updateDraft({ tags: ['work'] });
    expect(JSON.parse(sessionStorage.getItem(DIARY_DRAFT_KEY)!)).toMatchObject({ ownerId: 'bruno', description: '', tags: ['work'] });
    signIn('ana');
    expect(getDraft().description).toBe('');
  });

  it('ignores a draft kept before owners were stored', () => {
    sessionStorage.setItem(DIARY_DRAFT_KEY, JSON.stringify({ feeling: 'BAD', description: 'De antes.' }));
    signIn('ana');
    expect(getDraft().description).toBe('');
  });
});
