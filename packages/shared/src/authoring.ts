import { z } from './zod.js';
import { ContentType, ProgressStatus, QuizData, RouteType, Subtitles, learningMessages, parseJsonString, type QuizQuestion } from './learning.js';
import { UserListItem } from './auth.js';

// What administrators send and read (docs/product.md#screens Admin, its write calls; docs/product.md#api-rules Uploads).
// The multipart forms are validated field by field with these schemas on the server, and the
// web forms use the same ones, so both say the same thing in the same words.

export const authoringMessages = {
  titleRequired: 'Escribe un título.',
  titleTooLong: 'El título es demasiado largo (máximo 200 caracteres).',
  descriptionRequired: 'Escribe una descripción.',
  descriptionTooLong: 'La descripción es demasiado larga (máximo 5000 caracteres).',
  typeInvalid: 'Elige un tipo válido.',
  readingRequired: 'Escribe el texto de la lectura.',
  contentTooLong: 'El texto es demasiado largo.',
  pointsInvalid: 'Los puntos deben ser un número entero entre 0 y 10000.',
  durationInvalid: 'La duración debe ser un número entero de segundos entre 0 y 86400.',
  routeRequired: 'Elige la ruta del contenido.',
  routeChangeNotAllowed: 'Un contenido no puede cambiar de ruta. Créalo de nuevo en la otra ruta.',
  fileRequired: 'Sube el archivo del contenido.',
  imageOnly: 'La imagen debe ser PNG, JPEG, WebP o GIF.',
  audioOnly: 'El archivo debe ser de audio.',
  videoOnly: 'El archivo debe ser de video.',
  fileNotAllowed: 'Este tipo de contenido no lleva archivo.',
  imageTooLarge: (mb: number) => `La imagen supera el límite de ${mb} MB.`,
  audioTooLarge: (mb: number) => `El audio supera el límite de ${mb} MB.`,
  videoTooLarge: (mb: number) => `El video supera el límite de ${mb} MB.`,
  unknownField: (name: string) => `El campo «${name}» no se reconoce.`,
  reorderMismatch: 'La lista no coincide con los elementos actuales. Recarga la página e inténtalo de nuevo.',
  reorderInvalid: 'Las posiciones deben ser números enteros distintos a partir de 1.',
  reorderEmpty: 'Envía la lista con el nuevo orden.',
  passwordRequired: 'Escribe la nueva contraseña.',
  quizNoQuestions: 'Añade al menos una pregunta al cuestionario.',
  quizQuestionRequired: 'Escribe el enunciado de la pregunta.',
  quizTextRequired: 'Escribe el texto que se mostrará.',
  quizOptionsRequired: 'Una pregunta de opción múltiple necesita al menos dos opciones.',
  quizOptionEmpty: 'Escribe esta opción o quítala.',
  altRequired: 'Describe la imagen para quien no puede verla (texto alternativo).',
  altTooLong: 'El texto alternativo no puede superar 300 caracteres.',
  captionsOnly: 'Los subtítulos deben ser un archivo WebVTT (.vtt) en UTF-8 que empiece por «WEBVTT».',
  captionsTooLarge: (mb: number) => `El archivo de subtítulos supera el límite de ${mb} MB.`,
  captionsVideoOnly: 'Solo un contenido de video lleva archivo de subtítulos.',
  subtitleEndBeforeStart: 'El final debe ir después del inicio.',
  subtitleTextRequired: 'Escribe el texto o quita la fila.',
  subtitleTimeTooLong: 'Los tiempos no pueden pasar de 24 horas.',
  subtitleOverlaps: 'Este subtítulo empieza antes de que termine el anterior: cambia el orden o ajusta los tiempos.',
  subtitleRow: (number: number, message: string) => `Subtítulo ${number}: ${message}`,
} as const;

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
  if (!subtitles) return void context.addIssue({ code: 'custom', message: learningMessages.subtitlesInvalid });
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
    if (!quiz) return void context.addIssue({ code: 'custom', message: learningMessages.quizDataInvalid });
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
  /** The image's alt text: required for IMAGE contents (`contentAltIssue`), ignored for the others. */
  fileAlt: z.string().trim().max(ALT_TEXT_MAX, authoringMessages.altTooLong).optional(),
});
/** An IMAGE content must say what its image shows (issue 23); the server checks it on create and edit. */
export const contentAltIssue = (type: ContentType, alt: string | null | undefined) =>
  type === 'IMAGE' && !alt?.trim() ? authoringMessages.altRequired : undefined;
export type ContentFields = z.infer<typeof ContentFields>;
export const ContentFieldsPatch = ContentFields.partial();
export type ContentFieldsPatch = z.infer<typeof ContentFieldsPatch>;

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

// GET /user-progress?routeId: every user's progress on one route (docs/product.md#learning Route progress).

export const UserProgressQuery = z.object({ routeId: z.uuid({ error: learningMessages.routeIdInvalid }) });

export const UserRouteProgressItem = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  routeId: z.uuid(),
  status: ProgressStatus,
  /** floor(100 × completed / contents). */
  progress: z.number().int().min(0).max(100),
  lastVisitedAt: z.iso.datetime(),
  email: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type UserRouteProgressItem = z.infer<typeof UserRouteProgressItem>;

// GET /auth/users/{id}: one user and their progress on every route, for the admin user detail.

export const UserRouteSummary = z.object({
  routeId: z.uuid(),
  title: z.string(),
  type: RouteType,
  order: z.number().int(),
  contentCount: z.number().int(),
  completedContents: z.number().int(),
  progress: z.number().int().min(0).max(100),
  status: ProgressStatus,
  /** Null when the user never started the route. */
  lastVisitedAt: z.iso.datetime().nullable(),
});
export type UserRouteSummary = z.infer<typeof UserRouteSummary>;

export const AdminUserDetail = UserListItem.extend({ routes: z.array(UserRouteSummary) });
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;
