import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';

// Diary voice notes (docs/product.md#diary Diary draft `audioUrl`; docs/decisions/024-voice-notes-and-techniques.md).

/** Where the owner hears a voice note: `/api/diary/voice-notes/<id>`, only ever with their own token. */
export const VOICE_NOTE_URL_PREFIX = '/api/diary/voice-notes/';

/** The longest recording the web app makes: three minutes, shown as a timer. */
export const VOICE_NOTE_MAX_SECONDS = 180;

/** Voice notes in each Spanish (decision 061). */
export const voiceNoteSpoken = {
  fileRequired: {
    'es-ES': 'Adjunta la nota de voz en el campo «file».',
    'es-419': 'Adjunta la nota de voz en el campo «file».',
    'es-AR': 'Adjuntá la nota de voz en el campo «file».',
  },
  audioOnly: alike('La nota de voz debe ser un archivo de audio (WebM, Ogg, MP4, MP3 o WAV).'),
  /** An audioUrl that is not one of the caller's own uploads, or one already kept with another entry. */
  invalidAudioUrl: {
    'es-ES': 'No encontramos esa nota de voz. Grábala de nuevo y vuelve a enviar tu entrada.',
    'es-419': 'No encontramos esa nota de voz. Grábala de nuevo y vuelve a enviar tu entrada.',
    'es-AR': 'No encontramos esa nota de voz. Grabala de nuevo y volvé a enviar tu entrada.',
  },
  notFound: alike('No encontramos esa nota de voz.'),
  tooManyToday: {
    'es-ES': (max: number, wait: string) => `Has grabado ${max} notas de voz en las últimas 24 horas, el máximo por día. Podrás grabar otra en ${wait}.`,
    'es-419': (max: number, wait: string) => `Grabaste ${max} notas de voz en las últimas 24 horas, el máximo por día. Podrás grabar otra en ${wait}.`,
    'es-AR': (max: number, wait: string) => `Grabaste ${max} notas de voz en las últimas 24 horas, el máximo por día. Vas a poder grabar otra en ${wait}.`,
  },
  noRoomLeft: {
    'es-ES': (space: string) => `Tus notas de voz ocupan ya todo su espacio (${space}). Borra alguna entrada con nota de voz para grabar otra.`,
    'es-419': (space: string) => `Tus notas de voz ocupan ya todo su espacio (${space}). Borra alguna entrada con nota de voz para grabar otra.`,
    'es-AR': (space: string) => `Tus notas de voz ocupan ya todo su espacio (${space}). Borrá alguna entrada con nota de voz para grabar otra.`,
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const voiceNoteMessages = /* @__PURE__ */ spainOf(voiceNoteSpoken);

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
