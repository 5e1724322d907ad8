import { spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';

// The wellbeing check (docs/product.md#companions-wellbeing-checks-and-organisations "Wellbeing check (WHO-5)", issue 26). Decisions:
// docs/decisions/034-wellbeing-check.md.
//
// The texts are the official Spanish version of the WHO-5 Well-Being Index: WHO Collaborating
// Centre in Mental Health, Psychiatric Research Unit, Frederiksborg General Hospital (Hillerød,
// Denmark), Spanish version; free to use without permission. Source and terms:
// docs/wellbeing/who-5.md. The score follows the index's own rules (raw = sum, percentage =
// raw × 4); nothing here is ever computed or read by a model.

/** The WHO-5 check in each Spanish (decision 061). */
export const who5Spoken = {
  answersInvalid: {
    'es-ES': 'Responde las cinco preguntas: cada respuesta es un número entero del 0 al 5.',
    'es-419': 'Responde las cinco preguntas: cada respuesta es un número entero del 0 al 5.',
    'es-AR': 'Respondé las cinco preguntas: cada respuesta es un número entero del 0 al 5.',
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const who5Messages = /* @__PURE__ */ spainOf(who5Spoken);

/** The lead-in that every item completes, as the official version prints it. */
export const WHO5_LEAD_IN = 'Durante las últimas dos semanas…';

/** The five items, in the official order: answer i scores item i. */
export const WHO5_ITEMS = [
  'Me he sentido alegre y de buen humor',
  'Me he sentido tranquilo/a y relajado/a',
  'Me he sentido activo/a y enérgico/a',
  'Me he despertado fresco/a y descansado/a',
  'Mi vida cotidiana ha estado llena de cosas que me interesan',
] as const;

/** The six answers, from the highest score to the lowest, as the official form lists them. */
export const WHO5_ANSWERS = [
  { value: 5, label: 'Todo el tiempo' },
  { value: 4, label: 'La mayor parte del tiempo' },
  { value: 3, label: 'Más de la mitad del tiempo' },
  { value: 2, label: 'Menos de la mitad del tiempo' },
  { value: 1, label: 'De vez en cuando' },
  { value: 0, label: 'Nunca' },
] as const;

/** Where the texts come from, for the privacy page and the docs. */
export const WHO5_SOURCE =
  'Índice de Bienestar OMS-5 (WHO-5), versión oficial en español del Centro Colaborador de la OMS en Salud Mental, Unidad de Investigación Psiquiátrica del Hospital General de Frederiksborg (Dinamarca). De uso libre.';

export const WHO5_ITEM_COUNT = 5;
export const WHO5_ANSWER_MAX = 5;

/** Days between two offers on home: the index asks about the last two weeks. */
export const WHO5_OFFER_INTERVAL_DAYS = 14;

/**
 * The index's published cut-offs, on the percentage scale: 50 or less (raw 12 or less) suggests
 * low wellbeing, worth talking about with a professional; 28 or less (raw 7 or less) suggests it
 * is very low, and the screen shows the crisis lines as well. Neither is a diagnosis.
 */
export const WHO5_LOW_PERCENT = 50;
export const WHO5_VERY_LOW_PERCENT = 28;

/** Raw score: the sum of the five answers, 0–25. */
export const who5RawScore = (answers: readonly number[]): number => answers.reduce((sum, answer) => sum + answer, 0);
/** Percentage score: raw × 4, 0–100. */
export const who5PercentScore = (rawScore: number): number => rawScore * 4;

export type Who5Band = 'low' | 'veryLow' | 'other';
/** Which reading a percentage gets, by the cut-offs above and nothing else. */
export const who5Band = (percentScore: number): Who5Band =>
  percentScore <= WHO5_VERY_LOW_PERCENT ? 'veryLow' : percentScore <= WHO5_LOW_PERCENT ? 'low' : 'other';

const Who5Answer = z
  .number({ error: who5Messages.answersInvalid })
  .int(who5Messages.answersInvalid)
  .min(0, who5Messages.answersInvalid)
  .max(WHO5_ANSWER_MAX, who5Messages.answersInvalid);

/** `POST /api/wellbeing/who5`: exactly five whole numbers from 0 to 5, in the items' order. */
export const Who5Body = z.object(
  {
    answers: z.array(Who5Answer, { error: who5Messages.answersInvalid }).length(WHO5_ITEM_COUNT, who5Messages.answersInvalid),
  },
  { error: who5Messages.answersInvalid },
);
export type Who5Body = z.infer<typeof Who5Body>;

export const Who5Check = z.object({
  id: z.string(),
  answers: z.array(z.number().int()),
  /** 0–25 */
  rawScore: z.number().int(),
  /** 0–100, always rawScore × 4 */
  percentScore: z.number().int(),
  createdAt: z.string(),
});
export type Who5Check = z.infer<typeof Who5Check>;

/** `GET /api/wellbeing/who5/offer`: whether home offers the check now. */
export const Who5Offer = z.object({ due: z.boolean() });
export type Who5Offer = z.infer<typeof Who5Offer>;
