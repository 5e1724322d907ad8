import { z } from './zod.js';

// Diary voice notes (docs/product.md#diary Diary draft `audioUrl`; docs/decisions/024-voice-notes-and-techniques.md).

/** Where the owner hears a voice note: `/api/diary/voice-notes/<id>`, only ever with their own token. */
export const VOICE_NOTE_URL_PREFIX = '/api/diary/voice-notes/';

/** The longest recording the web app makes: three minutes, shown as a timer. */
export const VOICE_NOTE_MAX_SECONDS = 180;

export const voiceNoteMessages = {
  fileRequired: 'Adjunta la nota de voz en el campo «file».',
  audioOnly: 'La nota de voz debe ser un archivo de audio (WebM, Ogg, MP4, MP3 o WAV).',
  /** An audioUrl that is not one of the caller's own uploads, or one already kept with another entry. */
  invalidAudioUrl: 'No encontramos esa nota de voz. Grábala de nuevo y vuelve a enviar tu entrada.',
  notFound: 'No encontramos esa nota de voz.',
  tooManyToday: (max: number, wait: string) => `Has grabado ${max} notas de voz en las últimas 24 horas, el máximo por día. Podrás grabar otra en ${wait}.`,
  noRoomLeft: (space: string) => `Tus notas de voz ocupan ya todo su espacio (${space}). Borra alguna entrada con nota de voz para grabar otra.`,
} as const;

/** POST /api/diary/voice-notes → the URL to send as `audioUrl` with the entry. */
export const VoiceNoteUpload = z.object({ audioUrl: z.string() });
export type VoiceNoteUpload = z.infer<typeof VoiceNoteUpload>;

export const VoiceNoteParams = z.object({ id: z.uuid({ error: voiceNoteMessages.notFound }) });

/** The id behind a voice-note URL, or undefined when `url` is not exactly one. */
export function voiceNoteId(url: string): string | undefined {
  if (!url.startsWith(VOICE_NOTE_URL_PREFIX)) return undefined;
  const id = url.slice(VOICE_NOTE_URL_PREFIX.length);
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : undefined;
}
