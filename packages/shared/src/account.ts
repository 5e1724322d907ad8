import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { AdviceSource, checkFinerFeeling, DiaryRecord, DiaryTags, Feeling, FinerFeeling, isValidTimeZone } from './diary.js';
import { DIARY_ADVICE_MAX_LENGTH, DIARY_DESCRIPTION_MAX_LENGTH } from './limits.js';
import { SafetyPlanBody } from './safety.js';
import { SpanishVariant } from './spanish.js';

// Data ownership (docs/product.md#data-ownership-and-scale): export, import and erasure of a person's own data.
// Decisions: docs/decisions/018-export-import-and-erasure.md.

/** The shape of `sendero-export.json`; raised when a field changes meaning, never for an added field. */
export const EXPORT_VERSION = 1;
export const EXPORT_JSON_NAME = 'sendero-export.json';
export const EXPORT_CSV_NAME = 'diary.csv';

/** An upload larger than this is refused before it is read whole: a full diary zips to far less. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** What the zip may unpack to: a zip bomb stops here, counted on the real bytes, not the headers. */
export const IMPORT_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Records one import may add; more than a lifetime of daily entries. */
export const IMPORT_MAX_RECORDS = 100_000;

/**
 * A whole number as Spanish writes it (`100.000`; four digits stay together, `5000`), as
 * `toLocaleString('es-ES')` does: these messages are written when the module loads, and the
 * runtime's locale data cost every server process 7.5 MB of resident memory for this one number.
 */
export const spanishWholeNumber = (value: number): string => (value >= 10_000 ? String(value).replace(/\B(?=(\d{3})+$)/g, '.') : String(value));

/** Export, import and erasure in each Spanish (decision 061). */
export const accountSpoken = {
  importFileRequired: {
    'es-ES': 'Elige un archivo para importar (campo «file»).',
    'es-419': 'Elige un archivo para importar (campo «file»).',
    'es-AR': 'Elegí un archivo para importar (campo «file»).',
  },
  importTooLarge: alike(`El archivo es demasiado grande: el máximo son ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`),
  importUnknownType: {
    'es-ES': 'Este archivo no es una exportación de Sendero (.zip) ni un CSV de Daylio. No se ha importado nada.',
    'es-419': 'Este archivo no es una exportación de Sendero (.zip) ni un CSV de Daylio. No se importó nada.',
    'es-AR': 'Este archivo no es una exportación de Sendero (.zip) ni un CSV de Daylio. No se importó nada.',
  },
  importZipUnreadable: {
    'es-ES': 'No podemos leer este .zip: puede que esté dañado. No se ha importado nada.',
    'es-419': 'No podemos leer este .zip: puede que esté dañado. No se importó nada.',
    'es-AR': 'No podemos leer este .zip: puede que esté dañado. No se importó nada.',
  },
  importZipBomb: {
    'es-ES': 'El .zip se descomprime en demasiados datos para ser una exportación de Sendero. No se ha importado nada.',
    'es-419': 'El .zip se descomprime en demasiados datos para ser una exportación de Sendero. No se importó nada.',
    'es-AR': 'El .zip se descomprime en demasiados datos para ser una exportación de Sendero. No se importó nada.',
  },
  importNoExportJson: {
    'es-ES': `El .zip no contiene «${EXPORT_JSON_NAME}»: no parece una exportación de Sendero. No se ha importado nada.`,
    'es-419': `El .zip no contiene «${EXPORT_JSON_NAME}»: no parece una exportación de Sendero. No se importó nada.`,
    'es-AR': `El .zip no contiene «${EXPORT_JSON_NAME}»: no parece una exportación de Sendero. No se importó nada.`,
  },
  importJsonInvalid: {
    'es-ES': `«${EXPORT_JSON_NAME}» no es un JSON válido. No se ha importado nada.`,
    'es-419': `«${EXPORT_JSON_NAME}» no es un JSON válido. No se importó nada.`,
    'es-AR': `«${EXPORT_JSON_NAME}» no es un JSON válido. No se importó nada.`,
  },
  importWrongVersion: {
    'es-ES': (version: string) =>
      `Esta exportación es de una versión que Sendero no reconoce (versión ${version}; se espera la ${EXPORT_VERSION}). No se ha importado nada.`,
    'es-419': (version: string) =>
      `Esta exportación es de una versión que Sendero no reconoce (versión ${version}; se espera la ${EXPORT_VERSION}). No se importó nada.`,
    'es-AR': (version: string) =>
      `Esta exportación es de una versión que Sendero no reconoce (versión ${version}; se espera la ${EXPORT_VERSION}). No se importó nada.`,
  },
  importInvalidRecord: {
    'es-ES': (where: string) => `La exportación tiene un dato que no es válido (${where}). No se ha importado nada.`,
    'es-419': (where: string) => `La exportación tiene un dato que no es válido (${where}). No se importó nada.`,
    'es-AR': (where: string) => `La exportación tiene un dato que no es válido (${where}). No se importó nada.`,
  },
  importTextTooLong: {
    'es-ES': (where: string) =>
      `La exportación tiene un texto más largo de lo que Sendero guarda (${where}): no puede venir de una exportación. No se ha importado nada.`,
    'es-419': (where: string) =>
      `La exportación tiene un texto más largo de lo que Sendero guarda (${where}): no puede venir de una exportación. No se importó nada.`,
    'es-AR': (where: string) =>
      `La exportación tiene un texto más largo de lo que Sendero guarda (${where}): no puede venir de una exportación. No se importó nada.`,
  },
  importRecordTooLarge: {
    'es-ES': (where: string) => `La entrada ${where} de la exportación es demasiado grande para ser una entrada del diario. No se ha importado nada.`,
    'es-419': (where: string) => `La entrada ${where} de la exportación es demasiado grande para ser una entrada del diario. No se importó nada.`,
    'es-AR': (where: string) => `La entrada ${where} de la exportación es demasiado grande para ser una entrada del diario. No se importó nada.`,
  },
  importRestTooLarge: {
    'es-ES': (mb: string) => `La exportación tiene más de ${mb} MB de datos aparte del diario: no parece una exportación de Sendero. No se ha importado nada.`,
    'es-419': (mb: string) => `La exportación tiene más de ${mb} MB de datos aparte del diario: no parece una exportación de Sendero. No se importó nada.`,
    'es-AR': (mb: string) => `La exportación tiene más de ${mb} MB de datos aparte del diario: no parece una exportación de Sendero. No se importó nada.`,
  },
  importInProgress: {
    'es-ES': 'Ya estás importando un archivo. Espera a que termine antes de importar otro.',
    'es-419': 'Ya estás importando un archivo. Espera a que termine antes de importar otro.',
    'es-AR': 'Ya estás importando un archivo. Esperá a que termine antes de importar otro.',
  },
  tooManyImportedToday: {
    'es-ES': (max: number, wait: string) =>
      `Con este archivo pasarías de ${spanishWholeNumber(max)} registros importados en 24 horas, el máximo por día. No se ha importado nada. Podrás importarlo en ${wait}.`,
    'es-419': (max: number, wait: string) =>
      `Con este archivo pasarías de ${spanishWholeNumber(max)} registros importados en 24 horas, el máximo por día. No se importó nada. Podrás importarlo en ${wait}.`,
    'es-AR': (max: number, wait: string) =>
      `Con este archivo pasarías de ${spanishWholeNumber(max)} registros importados en 24 horas, el máximo por día. No se importó nada. Vas a poder importarlo en ${wait}.`,
  },
  importTooManyRecords: alike(`Se pueden importar como máximo ${spanishWholeNumber(IMPORT_MAX_RECORDS)} entradas de una vez.`),
  daylioEmpty: alike('El CSV no tiene ninguna entrada que importar.'),
  daylioHeader: {
    'es-ES': 'El CSV no tiene las columnas de una exportación de Daylio (full_date, time, mood, note). No se ha importado nada.',
    'es-419': 'El CSV no tiene las columnas de una exportación de Daylio (full_date, time, mood, note). No se importó nada.',
    'es-AR': 'El CSV no tiene las columnas de una exportación de Daylio (full_date, time, mood, note). No se importó nada.',
  },
  daylioMoodUnmapped: {
    'es-ES': (mood: string) => `Elige a cuál de los cinco sentimientos corresponde el estado de ánimo «${mood}».`,
    'es-419': (mood: string) => `Elige a cuál de los cinco sentimientos corresponde el estado de ánimo «${mood}».`,
    'es-AR': (mood: string) => `Elegí a cuál de los cinco sentimientos corresponde el estado de ánimo «${mood}».`,
  },
  daylioMappingInvalid: alike('La correspondencia de estados de ánimo no es válida: cada uno debe ir a uno de los cinco sentimientos.'),
  daylioMappingNotDaylio: alike('La correspondencia de estados de ánimo solo se usa al importar un CSV de Daylio.'),
  daylioBadDate: alike((line: number) => `Línea ${line}: no se entiende la fecha o la hora.`),
  daylioTooLong: alike((line: number) => `Línea ${line}: la nota tiene más de ${DIARY_DESCRIPTION_MAX_LENGTH} caracteres.`),
  daylioMoreErrors: alike((count: number) => `…y ${count} líneas más con problemas.`),
  daylioNothingImported: {
    'es-ES': 'Corrige esas líneas y vuelve a importar el archivo: no se ha importado nada.',
    'es-419': 'Corrige esas líneas y vuelve a importar el archivo: no se importó nada.',
    'es-AR': 'Corregí esas líneas y volvé a importar el archivo: no se importó nada.',
  },
  daylioNoNote: alike('Entrada importada de Daylio, sin nota.'),
  daylioDateOrderNeeded: {
    'es-ES':
      'Las fechas del archivo (como 03/04/2024) pueden leerse como día/mes/año o como mes/día/año. Elige cómo están escritas y vuelve a importarlo: no se ha importado nada.',
    'es-419':
      'Las fechas del archivo (como 03/04/2024) pueden leerse como día/mes/año o como mes/día/año. Elige cómo están escritas y vuelve a importarlo: no se importó nada.',
    'es-AR':
      'Las fechas del archivo (como 03/04/2024) pueden leerse como día/mes/año o como mes/día/año. Elegí cómo están escritas y volvé a importarlo: no se importó nada.',
  },
  daylioDateOrderInvalid: {
    'es-ES': 'El orden de las fechas no es válido: elige día/mes/año o mes/día/año.',
    'es-419': 'El orden de las fechas no es válido: elige día/mes/año o mes/día/año.',
    'es-AR': 'El orden de las fechas no es válido: elegí día/mes/año o mes/día/año.',
  },
  daylioDateOrderMixed: {
    'es-ES': (dayFirstLine: number, monthFirstLine: number) =>
      `Las fechas mezclan dos órdenes: la línea ${dayFirstLine} solo puede ser día/mes/año y la línea ${monthFirstLine} solo mes/día/año. Corrige una de ellas y vuelve a importar el archivo: no se ha importado nada.`,
    'es-419': (dayFirstLine: number, monthFirstLine: number) =>
      `Las fechas mezclan dos órdenes: la línea ${dayFirstLine} solo puede ser día/mes/año y la línea ${monthFirstLine} solo mes/día/año. Corrige una de ellas y vuelve a importar el archivo: no se importó nada.`,
    'es-AR': (dayFirstLine: number, monthFirstLine: number) =>
      `Las fechas mezclan dos órdenes: la línea ${dayFirstLine} solo puede ser día/mes/año y la línea ${monthFirstLine} solo mes/día/año. Corregí una de ellas y volvé a importar el archivo: no se importó nada.`,
  },
  wrongPassword: alike('La contraseña no es correcta. Tu cuenta sigue intacta.'),
  /** The erase code from the institution (decision 046): unknown, used, expired or someone else's. */
  eraseCodeInvalid: {
    'es-ES': 'La confirmación de tu institución ya se usó o ha caducado. Vuelve a confirmar con tu institución; tu cuenta sigue intacta.',
    'es-419': 'La confirmación de tu institución ya se usó o expiró. Vuelve a confirmar con tu institución; tu cuenta sigue intacta.',
    'es-AR': 'La confirmación de tu institución ya se usó o venció. Volvé a confirmar con tu institución; tu cuenta sigue intacta.',
  },
  proofRequired: {
    'es-ES': 'Escribe tu contraseña o confirma con tu institución.',
    'es-419': 'Escribe tu contraseña o confirma con tu institución.',
    'es-AR': 'Escribí tu contraseña o confirmá con tu institución.',
  },
  lastAdmin: {
    'es-ES': 'Eres la única persona administradora: nombra a otra antes de eliminar tu cuenta.',
    'es-419': 'Eres la única persona administradora: nombra a otra antes de eliminar tu cuenta.',
    'es-AR': 'Sos la única persona administradora: nombrá a otra antes de eliminar tu cuenta.',
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's); a version is shown as JSON whatever it was. */
export const accountMessages = {
  .../* @__PURE__ */ spainOf(accountSpoken),
  importWrongVersion: (version: unknown) => accountSpoken.importWrongVersion['es-ES'](JSON.stringify(version) ?? 'desconocida'),
} as const;

export const ImportQuery = z.object({
  /** The person's time zone: Daylio's dates and times are local. */
  tz: z.string().max(64).default('UTC').refine(isValidTimeZone, 'La zona horaria no es válida.'),
});

/**
 * A Daylio mood name onto one of the five feelings, as the person confirmed it before importing
 * (the multipart field `moods`, a JSON string). Names are Daylio's, as written in the CSV.
 */
export const DaylioMoodMapping = z.record(z.string().max(100), Feeling, { error: accountMessages.daylioMappingInvalid });
export type DaylioMoodMapping = z.infer<typeof DaylioMoodMapping>;

/**
 * How a Daylio file writes its dates with slashes: `16/10/2024` day first (dmy) or `10/16/2024`
 * month first (mdy). Told by the file itself when it can be (decision 063); otherwise the person
 * chooses it (the multipart field `dateOrder`).
 */
export const DaylioDateOrder = z.enum(['dmy', 'mdy'], { error: accountMessages.daylioDateOrderInvalid });
export type DaylioDateOrder = z.infer<typeof DaylioDateOrder>;

/** One distinct mood of a Daylio CSV, with the feeling its name suggests (null when the name is not a default one). */
export const DaylioMood = z.object({
  name: z.string(),
  /** Entries with this mood. */
  count: z.number().int(),
  guess: Feeling.nullable(),
  /** Not one of Daylio's five default names in any language we know: it is also kept as a tag. */
  custom: z.boolean(),
});
export type DaylioMood = z.infer<typeof DaylioMood>;

/** POST /account/import/preview: what an import would read, stored nowhere (a Sendero zip: no moods). */
export const ImportPreview = z.object({
  format: z.enum(['sendero', 'daylio']),
  /** Daylio entries read; 0 for a Sendero zip, whose records are read at import. */
  entries: z.number().int(),
  moods: z.array(DaylioMood),
  /** The order its slashed dates were read in; null when it has none (ISO or written-out dates, or a Sendero zip). */
  dateOrder: DaylioDateOrder.nullable(),
  /** The file cannot tell whether 03/04/2024 is 3 April or 4 March: the person must choose before importing. */
  askDateOrder: z.boolean(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportResult = z.object({
  format: z.enum(['sendero', 'daylio']),
  /** Records added to the diary. */
  added: z.number().int(),
  /** Records already in the diary (same moment, feeling and text): importing twice adds nothing. */
  skipped: z.number().int(),
  /** restored: the account had no plan; kept: the account's own plan was left as it is. */
  safetyPlan: z.enum(['restored', 'kept', 'unchanged', 'none']),
});
export type ImportResult = z.infer<typeof ImportResult>;

/**
 * Who erases proves it is them: with the password, or, for an account that signs in with the
 * institution, with the one-time code its re-authentication there handed back (decision 046).
 */
export const DeleteAccountBody = z
  .object({
    password: z.string({ error: 'Escribe tu contraseña.' }).min(1, 'Escribe tu contraseña.').max(256).optional(),
    eraseCode: z
      .string({ error: accountMessages.eraseCodeInvalid })
      .min(1, accountMessages.eraseCodeInvalid)
      .max(2048, accountMessages.eraseCodeInvalid)
      .optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.eraseCode === undefined), { message: accountMessages.proofRequired, path: ['password'] });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

// ---------------------------------------------------------------------------------------------
// sendero-export.json, version 1. Dates are ISO 8601 in UTC.

/** A record as an import takes it: every field bounded as the API bounds it (issue 25, finding 2). */
export const ExportedRecord = DiaryRecord.extend({
  // A feeling alone is an entry (decision 029), so an exported one comes back.
  description: z.string().trim().max(DIARY_DESCRIPTION_MAX_LENGTH),
  advice: z.string().max(DIARY_ADVICE_MAX_LENGTH).nullable(),
  audioUrl: z.string().max(2048),
  adviceSource: AdviceSource,
  feeling: Feeling,
  /** Exports from before tags had none. */
  tags: DiaryTags.default([]),
  /** Exports from before finer feelings (decision 042) have none; a word must be its feeling's. */
  finerFeeling: FinerFeeling.nullable().default(null),
}).superRefine(checkFinerFeeling);

export const ExportDocument = z.object({
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.iso.datetime(),
  profile: z
    .object({
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      country: z.string(),
      points: z.number().int(),
      aiAdvice: z.boolean().nullable(),
      spanishVariant: SpanishVariant.nullable(),
    })
    .partial(),
  diaryRecords: z.array(ExportedRecord).max(IMPORT_MAX_RECORDS),
  routeProgress: z.array(z.object({ routeId: z.string(), routeTitle: z.string(), startedAt: z.string(), lastVisitedAt: z.string() })).default([]),
  contentInteractions: z
    .array(
      z.object({
        contentId: z.string(),
        contentTitle: z.string(),
        completed: z.boolean(),
        completedAt: z.string().nullable(),
        quizResponses: z.string().nullable(),
        visitCount: z.number().int(),
        lastVisitedAt: z.string(),
      }),
    )
    .default([]),
  safetyPlan: SafetyPlanBody.extend({ updatedAt: z.string().nullable().optional() }).nullable().default(null),
  /** The daily reminder's settings (one at most; push subscriptions are device keys and stay out). */
  reminders: z.array(z.unknown()).default([]),
  /** The WHO-5 checks, newest first (docs/product.md#companions-wellbeing-checks-and-organisations); an import does not add them back. */
  who5Checks: z.array(z.unknown()).default([]),
});
export type ExportDocument = z.input<typeof ExportDocument>;
