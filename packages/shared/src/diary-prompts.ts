import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { DiaryRecord, Feeling, isValidTimeZone } from './diary.js';
import { diaryMessages } from './diary-messages.js';

// Prompts under the reason step's box when the page is blank, their admin, and "Hace un año
// escribiste…" on home (issue 28; decision 043).

export const DIARY_PROMPT_MAX_LENGTH = 300;
/** How many times "Otra pregunta" can be tapped in a day before the turns start over (well past any real use). */
export const DIARY_PROMPT_MAX_TURN = 1000;

/** The diary prompts in each Spanish (decision 061). */
export const diaryPromptSpoken = {
  dayInvalid: alike('El día debe ser una fecha con la forma AAAA-MM-DD.'),
  turnInvalid: alike(`El turno debe ser un número entre 0 y ${DIARY_PROMPT_MAX_TURN}.`),
  textRequired: {
    'es-ES': 'Escribe la pregunta.',
    'es-419': 'Escribe la pregunta.',
    'es-AR': 'Escribí la pregunta.',
  },
  textInvalid: alike('La pregunta debe ser un texto.'),
  textTooLong: alike(`La pregunta puede tener como máximo ${DIARY_PROMPT_MAX_LENGTH} caracteres.`),
  feelingInvalid: {
    'es-ES': 'Elige uno de los cinco sentimientos, o ninguno para que sirva con cualquiera.',
    'es-419': 'Elige uno de los cinco sentimientos, o ninguno para que sirva con cualquiera.',
    'es-AR': 'Elegí uno de los cinco sentimientos, o ninguno para que sirva con cualquiera.',
  },
  retiredInvalid: {
    'es-ES': 'Indica si la pregunta queda retirada (true) o vuelve a mostrarse (false).',
    'es-419': 'Indica si la pregunta queda retirada (true) o vuelve a mostrarse (false).',
    'es-AR': 'Indicá si la pregunta queda retirada (true) o vuelve a mostrarse (false).',
  },
  promptNotFound: alike('No encontramos esa pregunta.'),
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const diaryPromptMessages = /* @__PURE__ */ spainOf(diaryPromptSpoken);

const isRealDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  // From 1970 like the diary's months (and Date.UTC reads years 0–99 as 1900–1999).
  return year >= 1970 && parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
};

/** A day as the person lives it (their local date), YYYY-MM-DD. */
export const DayKey = z
  .string({ error: diaryPromptMessages.dayInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, diaryPromptMessages.dayInvalid)
  .refine(isRealDay, diaryPromptMessages.dayInvalid);

/** The feeling a prompt is written for (null: any feeling), with the admin's Spanish message. */
const PromptFeeling = z.enum(Feeling.options, { error: diaryPromptMessages.feelingInvalid });

/**
 * GET /diary/prompt: the caller's prompt for a feeling on a day. `turn` 0 is the day's first;
 * "Otra pregunta" asks for the next turn. The same person, feeling, day and turn always get the same prompt.
 */
export const DiaryPromptQuery = z.object({
  feeling: PromptFeeling,
  day: DayKey,
  turn: z.coerce
    .number({ error: diaryPromptMessages.turnInvalid })
    .int(diaryPromptMessages.turnInvalid)
    .min(0, diaryPromptMessages.turnInvalid)
    .max(DIARY_PROMPT_MAX_TURN, diaryPromptMessages.turnInvalid)
    .default(0),
});
export type DiaryPromptQuery = z.input<typeof DiaryPromptQuery>;

export const DiaryPromptOfDay = z.object({
  /** Null when no prompt is left to show (an admin retired them all). */
  prompt: z.object({ id: z.uuid(), text: z.string() }).nullable(),
  turn: z.number().int(),
  /** How many prompts the day's turns go through: with one or none, "Otra pregunta" has nothing to give. */
  of: z.number().int(),
});
export type DiaryPromptOfDay = z.infer<typeof DiaryPromptOfDay>;

/** A prompt as the admin sees it: built-in ones come with the app, retired ones are kept but never shown. */
export const AdminDiaryPrompt = z.object({
  id: z.uuid(),
  feeling: Feeling.nullable(),
  text: z.string(),
  builtin: z.boolean(),
  retiredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminDiaryPrompt = z.infer<typeof AdminDiaryPrompt>;

export const DiaryPromptText = z
  .string({ error: diaryPromptMessages.textInvalid })
  .trim()
  .min(1, diaryPromptMessages.textRequired)
  .max(DIARY_PROMPT_MAX_LENGTH, diaryPromptMessages.textTooLong);

/** POST /admin/diary-prompts: a new prompt for one feeling, or for any (null or missing). */
export const CreateDiaryPromptBody = z.object({
  feeling: PromptFeeling.nullable().default(null),
  text: DiaryPromptText,
});
export type CreateDiaryPromptBody = z.input<typeof CreateDiaryPromptBody>;

/** PATCH /admin/diary-prompts/{id}: retire a prompt, or bring it back. */
export const UpdateDiaryPromptBody = z.object({ retired: z.boolean({ error: diaryPromptMessages.retiredInvalid }) });
export type UpdateDiaryPromptBody = z.infer<typeof UpdateDiaryPromptBody>;

/** GET /diary/on-this-day: the caller's local day and zone; the entry is looked for a year before it. */
export const OnThisDayQuery = z.object({
  day: DayKey,
  tz: z.string().max(64).default('UTC').refine(isValidTimeZone, diaryMessages.timeZoneInvalid),
});
export type OnThisDayQuery = z.input<typeof OnThisDayQuery>;

/** Null when there is none, or when the person turned "Hace un año" off in Ajustes. */
export const OnThisDay = z.object({ entry: DiaryRecord.nullable() });
export type OnThisDay = z.infer<typeof OnThisDay>;
