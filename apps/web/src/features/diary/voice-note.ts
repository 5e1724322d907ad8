import type { VoiceNoteUpload } from '@sendero/shared';
import { useSyncExternalStore } from 'react';
import { apiUpload } from '@/lib/api-client';

/**
 * The voice note recorded on the reason step, waiting to be sent with the entry. A recording is
 * bytes, not text: it stays in this tab's memory, not in the session-stored draft (a reload loses
 * it, and it never sits in storage unencrypted). Once uploaded, the draft keeps its `audioUrl`.
 */
type PendingVoiceNote = { blob: Blob; /** For the player; revoked when the note is replaced or dropped. */ url: string };
let pending: PendingVoiceNote | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function setPendingVoiceNote(recording: Blob | null): void {
  if (pending) URL.revokeObjectURL(pending.url);
  pending = recording ? { blob: recording, url: URL.createObjectURL(recording) } : null;
  emit();
}

export const getPendingVoiceNote = (): Blob | null => pending?.blob ?? null;
const getPending = () => pending;

export function usePendingVoiceNote(): PendingVoiceNote | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getPending,
    getPending,
  );
}

const extensionOf = (type: string) =>
  type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : type.includes('mpeg') ? 'mp3' : type.includes('wav') ? 'wav' : 'webm';

/** POST /diary/voice-notes: the recording, checked by the server from its bytes; answers its `audioUrl`. */
export async function uploadVoiceNote(recording: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', recording, `nota-de-voz.${extensionOf(recording.type)}`);
  return (await apiUpload<VoiceNoteUpload>('/diary/voice-notes', form)).audioUrl;
}
