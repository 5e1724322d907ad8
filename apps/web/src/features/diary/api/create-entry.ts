import { diaryMessages, type CreateDiaryEntryBody, type Feeling } from '@sendero/shared';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateDiary, postDiaryEntry } from '@/api/diary';
import { onQueuedDiaryEntrySent } from '@/api/diary-outbox';
import { ApiClientError } from '@/lib/api-client';
import { newEntryKey, queueDiaryEntry } from '@/lib/diary-outbox';
import { logFailure } from '@/lib/log-failure';
import { getSignedInUserId } from '@/lib/session-storage';
import { currentTimeZone, toDayKey } from '@/lib/format';
import { getDraft, updateDraft, type DiaryDraft } from '../draft';
import { getPendingVoiceNote, setPendingVoiceNote, uploadVoiceNote } from '../voice-note';

/** The recording waiting in this tab goes up first; its `audioUrl` is kept in the draft, so a retry does not upload it twice. */
async function withVoiceNote(body: CreateDiaryEntryBody): Promise<CreateDiaryEntryBody> {
  const recording = getPendingVoiceNote();
  if (body.audioUrl || !recording) return body;
  const audioUrl = await uploadVoiceNote(recording);
  updateDraft({ audioUrl });
  return { ...body, audioUrl };
}

/**
 * The moment an entry for another day is dated: that day at the time it is written, so entries
 * written for one day keep the order they were written in. Today (or no day) is left to the server.
 */
export function entryMomentFor(day: string | null, now = new Date()): string | undefined {
  if (!day || day === toDayKey(now)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, now.getHours(), now.getMinutes(), now.getSeconds()).toISOString();
}

/** What POST /diary/entry receives for the draft (the feeling is chosen before it is sent). */
export function entryBody(draft: DiaryDraft, feeling: Feeling): CreateDiaryEntryBody {
  const createdAt = entryMomentFor(draft.day);
  return {
    feeling,
    ...(draft.finerFeeling ? { finerFeeling: draft.finerFeeling } : {}),
    description: draft.description.trim(),
    audioUrl: draft.audioUrl,
    ...(draft.tags.length > 0 ? { tags: draft.tags } : {}),
    ...(createdAt ? { createdAt, tz: currentTimeZone() } : {}),
  };
}

export const createEntryMutationKey = ['diary', 'create-entry'] as const;

// An entry written offline and sent later: its advice reaches the tips screen if it is still open.
onQueuedDiaryEntrySent((key, entry) => {
  if (getDraft().clientKey === key) updateDraft({ aiResponse: entry.aiResponse, adviceSource: entry.adviceSource, saveError: null, queued: false });
});

/** Keeps the entry on this device to be sent when the connection returns (src/api/diary-outbox.ts). */
function keepForLater(body: CreateDiaryEntryBody, key: string): boolean {
  const userId = getSignedInUserId();
  if (!userId) return false;
  try {
    queueDiaryEntry({
      key,
      userId,
      feeling: body.feeling,
      ...(body.finerFeeling ? { finerFeeling: body.finerFeeling } : {}),
      description: body.description ?? '',
      audioUrl: body.audioUrl ?? '',
      ...(body.tags?.length ? { tags: body.tags } : {}),
      ...(body.createdAt ? { createdAt: body.createdAt, tz: body.tz } : {}),
      writtenAt: new Date().toISOString(),
    });
  } catch (error) {
    logFailure('Diary entry could not be kept offline')(error);
    return false;
  }
  updateDraft({ aiResponse: null, adviceSource: 'none', saveError: null, queued: true });
  return true;
}

/**
 * Sends the entry with the draft's key. The reply lands in the draft from the mutation itself, so
 * it arrives even though the reason screen that started it is gone by then. Without a connection
 * (offline, or no answer at all) the entry is kept on this device and sent later, exactly once
 * thanks to its key. A server's refusal stops loading and sets no advice (docs/product.md#api-rules); the draft keeps
 * the text and says why it was not saved (e.g. the 503 during an outage), so it can be sent again.
 */
export const useCreateDiaryEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createEntryMutationKey,
    // Runs offline too: that is when the entry must be kept.
    networkMode: 'always',
    mutationFn: async (body: CreateDiaryEntryBody) => {
      let key = getDraft().clientKey;
      if (!key) {
        key = newEntryKey();
        updateDraft({ clientKey: key });
      }
      if (!navigator.onLine && keepForLater(body, key)) return null;
      try {
        // Without a connection the recording stays behind (it lives in this tab only): the words are kept and sent.
        const entry = await postDiaryEntry(await withVoiceNote(body), key);
        setPendingVoiceNote(null);
        updateDraft({ aiResponse: entry.aiResponse, adviceSource: entry.adviceSource, saveError: null, needsFix: false, queued: false });
        return entry;
      } catch (error) {
        // No answer at all: the entry may or may not have arrived; its key makes sending it later safe.
        if (!(error instanceof ApiClientError) && keepForLater(body, key)) return null;
        const reason = error instanceof ApiClientError ? (error.firstMessage ?? diaryMessages.entryNotSaved) : diaryMessages.entryNotSent;
        // Refused as it is (too long, a day not allowed): only changing the entry can help.
        const needsFix = error instanceof ApiClientError && (error.status === 400 || error.status === 413 || error.status === 422);
        updateDraft({ aiResponse: null, adviceSource: 'none', saveError: reason, needsFix });
        logFailure('Diary entry creation failed')(error);
        throw error;
      }
    },
    // Runs even though the screen that sent the entry is gone by the time it is stored; not
    // awaited, so the tips screen does not wait for the refetches.
    onSettled: (entry) => {
      if (entry !== null) void invalidateDiary(queryClient);
    },
  });
};

/** Whether an entry is on its way (the tips screen waits for it). */
export const useIsCreatingDiaryEntry = () => useIsMutating({ mutationKey: createEntryMutationKey }) > 0;
