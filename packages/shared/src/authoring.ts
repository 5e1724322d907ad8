import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { ContentType, QuizData, RouteType, Subtitles, parseJsonString, type QuizQuestion } from './learning.js';

// Authoring: what administrators write, the routes and contents of learning (docs/product.md#screens Admin, its
// write calls; docs/product.md#api-rules Uploads). Their reports on learning are in reports.ts.
// The multipart forms are validated field by field with these schemas on the server, and the
// web forms use the same ones, so both say the same thing in the same words.

/** Authoring routes and contents in each Spanish (decision 061). */
export const authoringSpoken = {
  titleRequired: {
    'es-ES': 'Escribe un título.',
    'es-419': 'Escribe un título.',
    'es-AR': 'Escribí un título.',
  },
  titleTooLong: alike('El título es demasiado largo (máximo 200 caracteres).'),
  descriptionRequired: {
    'es-ES': 'Escribe una descripción.',
    'es-419': 'Escribe una descripción.',
    'es-AR': 'Escribí una descripción.',
  },
  descriptionTooLong: alike('La descripción es demasiado larga (máximo 5000 caracteres).'),
  typeInvalid: {
    'es-ES': 'Elige un tipo válido.',
    'es-419': 'Elige un tipo válido.',
    'es-AR': 'Elegí un tipo válido.',
  },
  readingRequired: {
    'es-ES': 'Escribe el texto de la lectura.',
    'es-419': 'Escribe el texto de la lectura.',
    'es-AR': 'Escribí el texto de la lectura.',
  },
  contentTooLong: alike('El texto es demasiado largo.'),
  pointsInvalid: alike('Los puntos deben ser un número entero entre 0 y 10000.'),
  durationInvalid: alike('La duración debe ser un número entero de segundos entre 0 y 86400.'),
  routeRequired: {
    'es-ES': 'Elige la ruta del contenido.',
    'es-419': 'Elige la ruta del contenido.',
    'es-AR': 'Elegí la ruta del contenido.',
  },
  routeChangeNotAllowed: {
    'es-ES': 'Un contenido no puede cambiar de ruta. Créalo de nuevo en la otra ruta.',
    'es-419': 'Un contenido no puede cambiar de ruta. Créalo de nuevo en la otra ruta.',
    'es-AR': 'Un contenido no puede cambiar de ruta. Crealo de nuevo en la otra ruta.',
  },
  fileRequired: {
    'es-ES': 'Sube el archivo del contenido.',
    'es-419': 'Sube el archivo del contenido.',
    'es-AR': 'Subí el archivo del contenido.',
  },
  imageOnly: alike('La imagen debe ser PNG, JPEG, WebP o GIF.'),
  audioOnly: alike('El archivo debe ser de audio.'),
  videoOnly: alike('El archivo debe ser de video.'),
  fileNotAllowed: alike('Este tipo de contenido no lleva archivo.'),
  imageTooLarge: alike((mb: number) => `La imagen supera el límite de ${mb} MB.`),
  audioTooLarge: alike((mb: number) => `El audio supera el límite de ${mb} MB.`),
  videoTooLarge: alike((mb: number) => `El video supera el límite de ${mb} MB.`),
  unknownField: alike((name: string) => `El campo «${name}» no se reconoce.`),
  reorderMismatch: {
    'es-ES': 'La lista no coincide con los elementos actuales. Recarga la página e inténtalo de nuevo.',
    'es-419': 'La lista no coincide con los elementos actuales. Recarga la página e inténtalo de nuevo.',
    'es-AR': 'La lista no coincide con los elementos actuales. Recargá la página e intentalo de nuevo.',
  },
  reorderInvalid: alike('Las posiciones deben ser números enteros distintos a partir de 1.'),
  reorderEmpty: {
    'es-ES': 'Envía la lista con el nuevo orden.',
    'es-419': 'Envía la lista con el nuevo orden.',
    'es-AR': 'Enviá la lista con el nuevo orden.',
  },
  quizNoQuestions: {
    'es-ES': 'Añade al menos una pregunta al cuestionario.',
    'es-419': 'Agrega al menos una pregunta al cuestionario.',
    'es-AR': 'Agregá al menos una pregunta al cuestionario.',
  },
  quizQuestionRequired: {
    'es-ES': 'Escribe el enunciado de la pregunta.',
    'es-419': 'Escribe el enunciado de la pregunta.',
    'es-AR': 'Escribí el enunciado de la pregunta.',
  },
  quizTextRequired: {
    'es-ES': 'Escribe el texto que se mostrará.',
    'es-419': 'Escribe el texto que se mostrará.',
    'es-AR': 'Escribí el texto que se va a mostrar.',
  },
  quizOptionsRequired: alike('Una pregunta de opción múltiple necesita al menos dos opciones.'),
  quizOptionEmpty: {
    'es-ES': 'Escribe esta opción o quítala.',
    'es-419': 'Escribe esta opción o quítala.',
    'es-AR': 'Escribí esta opción o sacala.',
  },
  altRequired: {
    'es-ES': 'Describe la imagen para quien no puede verla (texto alternativo).',
    'es-419': 'Describe la imagen para quien no puede verla (texto alternativo).',
    'es-AR': 'Describí la imagen para quien no puede verla (texto alternativo).',
  },
  altTooLong: alike('El texto alternativo no puede superar 300 caracteres.'),
  captionsOnly: alike('Los subtítulos deben ser un archivo WebVTT (.vtt) en UTF-8 que empiece por «WEBVTT».'),
  captionsTooLarge: alike((mb: number) => `El archivo de subtítulos supera el límite de ${mb} MB.`),
  captionsVideoOnly: alike('Solo un contenido de video lleva archivo de subtítulos.'),
  quizDataInvalid: alike('El cuestionario no tiene un formato válido.'),
  subtitlesInvalid: alike('Los subtítulos están en un formato inválido: deben ser una lista de text, end, start'),
  subtitleEndBeforeStart: alike('El final debe ir después del inicio.'),
  subtitleTextRequired: {
    'es-ES': 'Escribe el texto o quita la fila.',
    'es-419': 'Escribe el texto o quita la fila.',
    'es-AR': 'Escribí el texto o sacá la fila.',
  },
  subtitleTimeTooLong: alike('Los tiempos no pueden pasar de 24 horas.'),
  subtitleOverlaps: {
    'es-ES': 'Este subtítulo empieza antes de que termine el anterior: cambia el orden o ajusta los tiempos.',
    'es-419': 'Este subtítulo empieza antes de que termine el anterior: cambia el orden o ajusta los tiempos.',
    'es-AR': 'Este subtítulo empieza antes de que termine el anterior: cambiá el orden o ajustá los tiempos.',
  },
  subtitleRow: alike((number: number, message: string) => `Subtítulo ${number}: ${message}`),
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const authoringMessages = /* @__PURE__ */ spainOf(authoringSpoken);

export const ROUTE_TITLE_MAX = 200;
export const ROUTE_DESCRIPTION_MAX = 5000;
export const CONTENT_TEXT_MAX = 100_000;
export const CONTENT_POINTS_MAX = 10_000;
export const CONTENT_DURATION_MAX = 86_400;
export const ALT_TEXT_MAX = 300;

/** docs/product.md#api-rules defaults, in MB (the server's are configurable). */
export const DEFAULT_UPLOAD_LIMITS_MB = { image: 10, audio: 50, video: 500, captions: 1 } as const;
/** Image formats accepted for covers and IMAGE contents (re-encoded on the server). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const Title = z
  .string({ error: authoringMessages.titleRequired })
  .trim()
  .min(1, authoringMessages.titleRequired)
  .max(ROUTE_TITLE_MAX, authoringMessages.titleTooLong);

/** Form fields are strings in multipart: numbers arrive as text. */
const IntegerField = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).min(0, message).max(max, message),
  );

// POST /routes, PATCH /routes/{id} (multipart text fields; the file field is `coverImage`).

export const RouteFields = z.object({
  title: Title,
  type: z.enum(RouteType.options, { error: authoringMessages.typeInvalid }).default('FOUNDATION'),
  description: z
    .string({ error: authoringMessages.descriptionRequired })
    .trim()
    .min(1, authoringMessages.descriptionRequired)
    .max(ROUTE_DESCRIPTION_MAX, authoringMessages.descriptionTooLong),
  /** The cover's alt text: optional (an empty one makes the cover decorative), asked for in the form. */
  coverImageAlt: z.string().trim().max(ALT_TEXT_MAX, authoringMessages.altTooLong).optional(),
});
export type RouteFields = z.infer<typeof RouteFields>;
/** A PATCH may send any subset; `removeCoverImage: 'true'` drops the cover. */
export const RouteFieldsPatch = RouteFields.partial().extend({ removeCoverImage: z.enum(['true', 'false']).optional() });
export type RouteFieldsPatch = z.infer<typeof RouteFieldsPatch>;

// POST /contents, PATCH /contents/{id} (multipart text fields; the file field is `file`).

/** The latest a subtitle may start or end, in seconds: the longest duration a content may have. */
export const SUBTITLE_TIME_MAX = CONTENT_DURATION_MAX;

/** A problem of one subtitle row (0-based), on the field the editor shows it by. */
export type SubtitleIssue = { index: number; field: 'start' | 'end' | 'text'; message: string };

/**
 * What makes a transcript a learner can follow (decision 063), checked the same in the admin's
 * editor and on the server: each row ends after it starts, within SUBTITLE_TIME_MAX, has text, and
 * starts no earlier than the row before it ends (in order, never overlapping). A time the editor
 * could not read comes as undefined and is left to its own message.
 */
export function subtitleIssues(rows: { start: number | undefined; end: number | undefined; text: string }[]): SubtitleIssue[] {
  const issues: SubtitleIssue[] = [];
  rows.forEach(({ start, end, text }, index) => {
    const tooLate = (time: number | undefined) => time !== undefined && time > SUBTITLE_TIME_MAX;
    if (tooLate(start)) issues.push({ index, field: 'start', message: authoringMessages.subtitleTimeTooLong });
    if (tooLate(end)) issues.push({ index, field: 'end', message: authoringMessages.subtitleTimeTooLong });
    else if (start !== undefined && end !== undefined && end <= start) issues.push({ index, field: 'end', message: authoringMessages.subtitleEndBeforeStart });
    const previousEnd = index > 0 ? rows[index - 1]!.end : undefined;
    if (start !== undefined && previousEnd !== undefined && start < previousEnd && !tooLate(start))
      issues.push({ index, field: 'start', message: authoringMessages.subtitleOverlaps });
    if (!text.trim()) issues.push({ index, field: 'text', message: authoringMessages.subtitleTextRequired });
  });
  return issues;
}

/**
 * `subtitles` travels as a JSON string (docs/product.md#learning): a list of {text, start, end},
 * each row as `subtitleIssues` wants it; the server names the row of each problem.
 */
export const SubtitlesField = z.string().superRefine((value, context) => {
  const subtitles = parseJsonString(Subtitles, value);
  if (!subtitles) return void context.addIssue({ code: 'custom', message: authoringMessages.subtitlesInvalid });
  for (const issue of subtitleIssues(subtitles)) context.addIssue({ code: 'custom', message: authoringMessages.subtitleRow(issue.index + 1, issue.message) });
});
/** A problem of an authored quiz, where the editor shows it: the quiz, a question's text, its options or one option. */
export type QuizIssue = { questionIndex?: number; field?: 'question' | 'options'; optionIndex?: number; message: string };

/**
 * What makes a quiz a learner can answer (issue 23): at least one question, each with its text,
 * and a multiple-choice one with at least two options, none empty. Learners saw empty cards.
 */
export function quizIssues(questions: QuizQuestion[]): QuizIssue[] {
  if (questions.length === 0) return [{ message: authoringMessages.quizNoQuestions }];
  return questions.flatMap((question, questionIndex): QuizIssue[] => {
    const issues: QuizIssue[] = [];
    if (!question.question.trim()) {
      issues.push({
        questionIndex,
        field: 'question',
        message: question.type === 'text' ? authoringMessages.quizTextRequired : authoringMessages.quizQuestionRequired,
      });
    }
    if (question.type === 'multiple_choice') {
      if (question.options.length < 2) issues.push({ questionIndex, field: 'options', message: authoringMessages.quizOptionsRequired });
      question.options.forEach((option, optionIndex) => {
        if (!option.trim()) issues.push({ questionIndex, field: 'options', optionIndex, message: authoringMessages.quizOptionEmpty });
      });
    }
    return issues;
  });
}

/** `quizData` travels as a JSON string of `QuizData` (docs/product.md#learning), and must be a quiz a learner can answer. */
export const QuizDataField = z
  .string()
  .max(CONTENT_TEXT_MAX)
  .superRefine((value, context) => {
    const quiz = parseJsonString(QuizData, value);
    if (!quiz) return void context.addIssue({ code: 'custom', message: authoringMessages.quizDataInvalid });
    for (const issue of quizIssues(quiz.questions)) context.addIssue({ code: 'custom', message: issue.message });
  });

export const ContentFields = z.object({
  routeId: z.uuid({ error: authoringMessages.routeRequired }),
  title: Title,
  type: z.enum(ContentType.options, { error: authoringMessages.typeInvalid }).default('READING'),
  /** Markdown: required for READING, optional notes for the others. */
  content: z.string().max(CONTENT_TEXT_MAX, authoringMessages.contentTooLong).optional(),
  /** docs/product.md#learning: sent only when above 0; the defaults (5 points, 60 s) apply otherwise. */
  points: IntegerField(CONTENT_POINTS_MAX, authoringMessages.pointsInvalid).optional(),
  duration: IntegerField(CONTENT_DURATION_MAX, authoringMessages.durationInvalid).optional(),
  quizData: QuizDataField.optional(),
  subtitles: SubtitlesField.optional(),
  /** The image's alt text: required for IMAGE contents (`contentShapeIssues`), ignored for the others. */
  fileAlt: z.string().trim().max(ALT_TEXT_MAX, authoringMessages.altTooLong).optional(),
});
export type ContentFields = z.infer<typeof ContentFields>;
export const ContentFieldsPatch = ContentFields.partial();
export type ContentFieldsPatch = z.infer<typeof ContentFieldsPatch>;

/** The kind of file each content type carries; READING, QUIZ and WELLBEING_CHECK (the WHO-5) carry none. */
export const contentFileKind: Record<ContentType, 'image' | 'audio' | 'video' | undefined> = {
  READING: undefined,
  QUIZ: undefined,
  WELLBEING_CHECK: undefined,
  AUDIO: 'audio',
  VIDEO: 'video',
  IMAGE: 'image',
};

/** A content that breaks the shape rule, and the form field where the editor shows it. */
export type ContentShapeIssue = { field: 'file' | 'content' | 'quizData' | 'fileAlt'; message: string };

/** A media type needs its file, sent now or kept from before (a changed type keeps none); the others take none. */
export function contentFileIssues(type: ContentType, file: { sent: boolean; kept: boolean }): ContentShapeIssue[] {
  if (contentFileKind[type]) return file.sent || file.kept ? [] : [{ field: 'file', message: authoringMessages.fileRequired }];
  return file.sent ? [{ field: 'file', message: authoringMessages.fileNotAllowed }] : [];
}

/**
 * A READING needs its text, a QUIZ its questions (`quizIssues` says what makes them answerable) and
 * an IMAGE what it shows, its alt text (issue 23).
 */
export function contentFieldIssues(
  type: ContentType,
  { text, hasQuiz, alt }: { text: string | null | undefined; hasQuiz: boolean; alt: string | null | undefined },
): ContentShapeIssue[] {
  const issues: ContentShapeIssue[] = [];
  if (type === 'READING' && !text?.trim()) issues.push({ field: 'content', message: authoringMessages.readingRequired });
  if (type === 'QUIZ' && !hasQuiz) issues.push({ field: 'quizData', message: authoringMessages.quizNoQuestions });
  if (type === 'IMAGE' && !alt?.trim()) issues.push({ field: 'fileAlt', message: authoringMessages.altRequired });
  return issues;
}

/**
 * The shape rule of docs/product.md#learning that the field schemas cannot see alone: what each
 * content type needs besides its fields. The server refuses a content with any of these issues;
 * the editor shows each one beside its field (it checks the file apart, as it is not a form value).
 */
export const contentShapeIssues = (
  type: ContentType,
  shape: { file: { sent: boolean; kept: boolean }; text: string | null | undefined; hasQuiz: boolean; alt: string | null | undefined },
) => [...contentFileIssues(type, shape.file), ...contentFieldIssues(type, shape)];

// PATCH /routes/reorder, PATCH /contents/reorder: the full list of current members, each once.

const Position = z.number({ error: authoringMessages.reorderInvalid }).int(authoringMessages.reorderInvalid).min(1, authoringMessages.reorderInvalid);

export const ReorderRoutesBody = z.object({
  routes: z
    .array(z.object({ routeId: z.uuid(), newOrder: Position }), { error: authoringMessages.reorderEmpty })
    .min(1, authoringMessages.reorderEmpty)
    .max(10_000),
});
export type ReorderRoutesBody = z.infer<typeof ReorderRoutesBody>;

export const ReorderContentsBody = z.object({
  contents: z
    .array(z.object({ contentId: z.uuid(), newOrder: Position }), { error: authoringMessages.reorderEmpty })
    .min(1, authoringMessages.reorderEmpty)
    .max(10_000),
});
export type ReorderContentsBody = z.infer<typeof ReorderContentsBody>;
