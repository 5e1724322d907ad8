import { AdviceSource, Feeling, feelingOfFinerFeeling, isFinerFeeling, type FinerFeeling } from '@sendero/shared';
import { useSyncExternalStore } from 'react';
import { DIARY_DRAFT_KEY } from '@/lib/diary-draft-key';
import { sealedItem } from '@/lib/sealed-store';
import { getSignedInUserId } from '@/lib/session-storage';
import { setPendingVoiceNote } from './voice-note';

/** The diary entry being written, kept per tab so a reload loses nothing (docs/product.md#diary Diary draft). */
export type DiaryDraft = {
  /** Null until the person picks one: nothing is chosen for them. */
  feeling: Feeling | null;
  /** An optional finer word under the feeling (decision 042); null when none. */
  finerFeeling: FinerFeeling | null;
  /** The day the entry is for (YYYY-MM-DD, local), when the person chose another day than today. */
  day: string | null;
  description: string;
  audioUrl: string;
  /** "¿Qué has hecho hoy?" tags: fixed keys and the person's own; empty when skipped. */
  tags: string[];
  aiResponse: string | null;
  adviceSource: AdviceSource | null;
  /** Why the last send did not store the entry; the text stays so it can be sent again. */
  saveError: string | null;
  /** The server refused the entry as it is (400): sending it again cannot help, changing the text can. */
  needsFix: boolean;
  /** The key this entry is sent with (Idempotency-Key): a retry of the same entry reuses it. */
  clientKey: string | null;
  /** Written without a connection: kept on this device, sent when the connection returns. */
  queued: boolean;
  /** Who wrote it: another account signed in in this tab never sees it (issue 25). */
  ownerId: string | null;
};

export { DIARY_DRAFT_KEY };

export const emptyDraft: DiaryDraft = {
  feeling: null,
  finerFeeling: null,
  day: null,
  description: '',
  audioUrl: '',
  tags: [],
  aiResponse: null,
  adviceSource: null,
  saveError: null,
  needsFix: false,
  clientKey: null,
  queued: false,
  ownerId: null,
};

function parse(raw: string | null): DiaryDraft {
  if (!raw) return emptyDraft;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof DiaryDraft, unknown>>;
    const feeling = Feeling.safeParse(value.feeling);
    const adviceSource = AdviceSource.safeParse(value.adviceSource);
    return {
      feeling: feeling.success ? feeling.data : emptyDraft.feeling,
      // Only a word of the draft's own feeling: anything else reads as none.
      finerFeeling:
        feeling.success && isFinerFeeling(value.finerFeeling) && feelingOfFinerFeeling(value.finerFeeling) === feeling.data ? value.finerFeeling : null,
      day: typeof value.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.day) ? value.day : null,
      description: typeof value.description === 'string' ? value.description : '',
      audioUrl: typeof value.audioUrl === 'string' ? value.audioUrl : '',
      tags: Array.isArray(value.tags) ? value.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      aiResponse: typeof value.aiResponse === 'string' ? value.aiResponse : null,
      adviceSource: adviceSource.success ? adviceSource.data : null,
      saveError: typeof value.saveError === 'string' ? value.saveError : null,
      needsFix: value.needsFix === true,
      clientKey: typeof value.clientKey === 'string' ? value.clientKey : null,
      queued: value.queued === true,
      ownerId: typeof value.ownerId === 'string' ? value.ownerId : null,
    };
  } catch {
    return emptyDraft;
  }
}

const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** Sealed with the diary when a PIN is set (decision 062). */
const stored = sealedItem(() => sessionStorage, DIARY_DRAFT_KEY, emit);

function readRaw(): string | null {
  try {
    return stored.read();
  } catch {
    return null;
  }
}

// The snapshot must stay the same object while the stored text and the signed-in person do not change.
let cachedRaw: string | null | undefined;
let cachedFor: string | null | undefined;
let cachedDraft: DiaryDraft = emptyDraft;

/** The draft of whoever is signed in; someone else's (or one from before owners were kept) reads as empty. */
export function getDraft(): DiaryDraft {
  const raw = readRaw();
  const userId = getSignedInUserId();
  if (raw !== cachedRaw || userId !== cachedFor) {
    cachedRaw = raw;
    cachedFor = userId;
    const draft = parse(raw);
    cachedDraft = draft.ownerId === userId ? draft : emptyDraft;
  }
  return cachedDraft;
}

export function updateDraft(patch: Partial<DiaryDraft>): void {
  const next = { ...getDraft(), ...patch, ownerId: getSignedInUserId() };
  try {
    stored.write(JSON.stringify(next));
  } catch (error) {
    console.error('Diary draft could not be saved', error);
  }
  emit();
}

export function clearDraft(): void {
  setPendingVoiceNote(null);
  try {
    stored.write(null);
  } catch {
    // Nothing stored, nothing to clear.
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current draft and the ways to change it. */
export function useDiaryDraft() {
  const draft = useSyncExternalStore(subscribe, getDraft, getDraft);
  return { draft, updateDraft, clearDraft };
}
