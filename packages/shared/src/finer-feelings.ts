// The finer words under each feeling (issue 28; decision 042), in a module without zod: home's
// one-tap card shows them, and zod must stay out of the first page's JavaScript.

import { spainOf, type SpokenCatalogue } from './spoken.js';

type FeelingKey = 'GREAT' | 'GOOD' | 'NEUTRAL' | 'BAD' | 'TERRIBLE';

/**
 * The vocabulary, eight words under each of the five feelings, as a person would finish "Me
 * siento…". Keys are stored on the entries and written in exports: a key is never removed or
 * reused (a word may be relabelled). Labels are gender-neutral where Spanish has a natural way
 * ("triste", "en calma", "con ansiedad"); otherwise both endings show ("agotado/a").
 */
export const FINER_FEELINGS = {
  GREAT: {
    feliz: 'feliz',
    alegre: 'alegre',
    con_ilusion: 'con ilusión',
    con_energia: 'con energía',
    orgulloso: 'orgulloso/a',
    capaz: 'capaz',
    querido: 'querido/a',
    libre: 'libre',
  },
  GOOD: {
    en_calma: 'en calma',
    agradecido: 'agradecido/a',
    contento: 'contento/a',
    con_esperanza: 'con esperanza',
    acompanado: 'acompañado/a',
    con_ganas: 'con ganas',
    satisfecho: 'satisfecho/a',
    descansado: 'descansado/a',
  },
  NEUTRAL: {
    estable: 'estable',
    indiferente: 'indiferente',
    pensativo: 'pensativo/a',
    con_dudas: 'con dudas',
    aburrido: 'aburrido/a',
    distraido: 'distraído/a',
    sin_ganas: 'sin ganas',
    con_sueno: 'con sueño',
  },
  BAD: {
    triste: 'triste',
    con_ansiedad: 'con ansiedad',
    frustrado: 'frustrado/a',
    solo: 'solo/a',
    agotado: 'agotado/a',
    irritable: 'irritable',
    preocupado: 'preocupado/a',
    con_estres: 'con estrés',
  },
  TERRIBLE: {
    con_angustia: 'con angustia',
    sin_esperanza: 'sin esperanza',
    desbordado: 'desbordado/a',
    con_miedo: 'con miedo',
    con_rabia: 'con rabia',
    culpable: 'culpable',
    vacio: 'vacío/a',
    hundido: 'hundido/a',
  },
} as const satisfies Record<FeelingKey, Record<string, string>>;

type Vocabulary = typeof FINER_FEELINGS;
export type FinerFeeling = { [F in FeelingKey]: keyof Vocabulary[F] }[FeelingKey] & string;

const feelingByWord = new Map<string, FeelingKey>(
  (Object.keys(FINER_FEELINGS) as FeelingKey[]).flatMap((feeling) => Object.keys(FINER_FEELINGS[feeling]).map((word) => [word, feeling] as const)),
);

/** Every key of the vocabulary, the feelings' order kept (GREAT's words first). */
export const FINER_FEELING_KEYS = [...feelingByWord.keys()] as [FinerFeeling, ...FinerFeeling[]];

export const isFinerFeeling = (value: unknown): value is FinerFeeling => typeof value === 'string' && feelingByWord.has(value);

/** The feeling a finer word belongs to (each word belongs to exactly one). */
export const feelingOfFinerFeeling = (word: FinerFeeling): FeelingKey => feelingByWord.get(word)!;

/** The words under a feeling, in the vocabulary's order, with their labels. */
export const finerFeelingsOf = (feeling: FeelingKey): { key: FinerFeeling; label: string }[] =>
  Object.entries(FINER_FEELINGS[feeling]).map(([key, label]) => ({ key: key as FinerFeeling, label }));

/** How a finer word reads ("agotado/a"). */
export const finerFeelingLabel = (word: FinerFeeling): string => (FINER_FEELINGS[feelingOfFinerFeeling(word)] as Record<string, string>)[word]!;

/** Finer feelings in each Spanish (decision 061). */
export const finerFeelingSpoken = {
  invalid: {
    'es-ES': 'Esa palabra no está entre las que Sendero ofrece para describir cómo te sientes.',
    'es-419': 'Esa palabra no está entre las que Sendero ofrece para describir cómo te sientes.',
    'es-AR': 'Esa palabra no está entre las que Sendero ofrece para describir cómo te sentís.',
  },
  /** The word is one of the vocabulary's, but under another feeling. */
  notUnderFeeling: {
    'es-ES': (feelingLabel: string) => `Esa palabra no corresponde a «${feelingLabel}»: elige una de las que aparecen bajo ese sentimiento.`,
    'es-419': (feelingLabel: string) => `Esa palabra no corresponde a «${feelingLabel}»: elige una de las que aparecen bajo ese sentimiento.`,
    'es-AR': (feelingLabel: string) => `Esa palabra no corresponde a «${feelingLabel}»: elegí una de las que aparecen bajo ese sentimiento.`,
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const finerFeelingMessages = /* @__PURE__ */ spainOf(finerFeelingSpoken);

/** The feelings as the screens name them, for messages the server writes. */
export const FEELING_LABELS: Record<FeelingKey, string> = { GREAT: 'Excelente', GOOD: 'Bien', NEUTRAL: 'Neutral', BAD: 'Mal', TERRIBLE: 'Terrible' };
