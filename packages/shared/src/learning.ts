import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';

// Routes, contents, quizzes, progress and interactions (docs/product.md#learning). Field names are the spec's.

export const RouteType = z.enum(['FOUNDATION', 'CUSTOM']);
export type RouteType = z.infer<typeof RouteType>;

export const ProgressStatus = z.enum(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED']);
export type ProgressStatus = z.infer<typeof ProgressStatus>;

/** docs/product.md#screens's five types, and WELLBEING_CHECK: the WHO-5 check placed in a route (issue 26, decision 034). */
export const ContentType = z.enum(['READING', 'AUDIO', 'VIDEO', 'IMAGE', 'QUIZ', 'WELLBEING_CHECK']);
export type ContentType = z.infer<typeof ContentType>;

export const QuestionType = z.enum(['text', 'open', 'multiple_choice']);
export type QuestionType = z.infer<typeof QuestionType>;

/** docs/product.md#limits-and-constants: defaults of a new content. */
export const DEFAULT_CONTENT_POINTS = 5;
export const DEFAULT_CONTENT_DURATION_SECONDS = 60;
/** docs/product.md#limits-and-constants: quiz question ids are 6 characters. */
export const QUIZ_QUESTION_ID_LENGTH = 6;

/** Routes and contents in each Spanish (decision 061). */
export const learningSpoken = {
  routeIdInvalid: alike('La ruta no es válida.'),
  contentIdInvalid: alike('El contenido no es válido.'),
  progressIdInvalid: alike('El progreso no es válido.'),
  interactionIdInvalid: alike('La interacción no es válida.'),
  routeNotFound: alike('No encontramos esa ruta.'),
  contentNotFound: alike('No encontramos ese contenido.'),
  progressNotFound: alike('No encontramos ese progreso.'),
  interactionNotFound: alike('No encontramos esa interacción.'),
  contentNotInRoute: alike('Ese contenido no pertenece a la ruta de este progreso.'),
  onlyCompletion: alike('Solo se puede marcar un contenido como completado.'),
  dateInvalid: alike('La fecha no es válida.'),
  quizResponsesInvalid: alike('Las respuestas del cuestionario no tienen un formato válido.'),
  updateEmpty: {
    'es-ES': 'Indica qué quieres actualizar.',
    'es-419': 'Indica qué quieres actualizar.',
    'es-AR': 'Indicá qué querés actualizar.',
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const learningMessages = /* @__PURE__ */ spainOf(learningSpoken);

const Id = (message: string) => z.uuid({ error: message });
const IsoDate = z.iso.datetime({ offset: true, error: learningMessages.dateInvalid });

/** A stored file; `alt` describes an image for who cannot see it (null: decorative, shown with alt=""). */
export const FileRef = z.object({ url: z.string(), alt: z.string().nullable().optional() });
export type FileRef = z.infer<typeof FileRef>;

/** A line of an audio transcript, in seconds (docs/product.md#learning). */
export const Subtitle = z.object({ text: z.string(), start: z.number().nonnegative(), end: z.number().nonnegative() });
export type Subtitle = z.infer<typeof Subtitle>;
export const Subtitles = z.array(Subtitle);

export const QuizQuestion = z.object({
  id: z.string().length(QUIZ_QUESTION_ID_LENGTH),
  type: QuestionType,
  question: z.string(),
  options: z.array(z.string()).default([]),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

/** The parsed form of a content's `quizData` JSON string. */
export const QuizData = z.object({ questions: z.array(QuizQuestion) });
export type QuizData = z.infer<typeof QuizData>;

export const QuizResponse = z.object({ questionId: z.string().min(1).max(64), answer: z.string().max(5000) });
/** The parsed form of an interaction's `quizResponses` JSON string. */
export const QuizResponses = z.object({ responses: z.array(QuizResponse).max(200) });
export type QuizResponses = z.infer<typeof QuizResponses>;

/** Parses a JSON string with a schema; undefined when it is not JSON or does not match. */
export function parseJsonString<T>(schema: z.ZodType<T>, value: string | null | undefined): T | undefined {
  if (!value) return undefined;
  try {
    const result = schema.safeParse(JSON.parse(value));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

// GET /routes

export const Route = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: RouteType,
  coverImage: FileRef.nullable(),
  order: z.number().int(),
  /** floor(100 × completed contents / contents), for the caller. */
  progress: z.number().int().min(0).max(100),
  progressStatus: ProgressStatus,
  /** When the caller last opened the route (their progress's lastVisitedAt). */
  lastInteraction: z.iso.datetime().nullable(),
  userRouteProgressId: z.uuid().nullable(),
  contentCount: z.number().int(),
});
export type Route = z.infer<typeof Route>;

// GET /contents?routeId, GET /contents/{id}

export const ContentsQuery = z.object({ routeId: Id(learningMessages.routeIdInvalid) });
export const IdParams = z.object({ id: z.uuid({ error: 'El identificador no es válido.' }) });

export const Content = z.object({
  id: z.uuid(),
  routeId: z.uuid(),
  title: z.string(),
  type: ContentType,
  /** Markdown: the text of a READING, the notes of other types. */
  content: z.string().nullable(),
  file: FileRef.nullable(),
  /** A VIDEO's WebVTT captions file (Spanish), when one was uploaded. */
  captionsUrl: z.string().nullable().optional(),
  points: z.number().int(),
  /** Seconds. */
  duration: z.number().int(),
  order: z.number().int(),
  subtitles: Subtitles.nullable(),
  /** JSON string of `QuizData` (docs/product.md#learning). */
  quizData: z.string().nullable(),
  // The caller's interaction with it:
  completed: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
  contentInteractionId: z.uuid().nullable(),
  lastVisitedAt: z.iso.datetime().nullable(),
  visitCount: z.number().int(),
  /** JSON string of `QuizResponses` (docs/product.md#learning). */
  quizResponses: z.string().nullable(),
});
export type Content = z.infer<typeof Content>;

// POST /user-progress, PATCH /user-progress/{id}

export const StartRouteBody = z.object({
  routeId: Id(learningMessages.routeIdInvalid),
  status: z.literal('IN_PROGRESS').default('IN_PROGRESS'),
});
export type StartRouteBody = z.input<typeof StartRouteBody>;

export const UpdateRouteProgressBody = z.object({ lastVisitedAt: IsoDate });
export type UpdateRouteProgressBody = z.infer<typeof UpdateRouteProgressBody>;

export const RouteProgress = z.object({
  id: z.uuid(),
  routeId: z.uuid(),
  status: ProgressStatus,
  progress: z.number().int().min(0).max(100),
  lastVisitedAt: z.iso.datetime(),
});
export type RouteProgress = z.infer<typeof RouteProgress>;

// POST /user-progress/interaction, PATCH /user-progress/interaction/{id}

export const CreateInteractionBody = z.object({
  contentId: Id(learningMessages.contentIdInvalid),
  userRouteProgressId: Id(learningMessages.progressIdInvalid),
});
export type CreateInteractionBody = z.infer<typeof CreateInteractionBody>;

/** One of the three updates of docs/product.md#learning: completion, quiz answers, or a visit. */
export const UpdateInteractionBody = z.union(
  [
    z.object({ completed: z.literal(true, { error: learningMessages.onlyCompletion }), completedAt: IsoDate.optional() }).strict(),
    z
      .object({
        quizResponses: z
          .string()
          .max(200_000)
          .refine((value) => parseJsonString(QuizResponses, value) !== undefined, learningMessages.quizResponsesInvalid),
      })
      .strict(),
    z.object({ lastVisitedAt: IsoDate, visitCount: z.number().int().min(0).optional() }).strict(),
  ],
  { error: learningMessages.updateEmpty },
);
export type UpdateInteractionBody = z.infer<typeof UpdateInteractionBody>;

export const Interaction = z.object({
  id: z.uuid(),
  contentId: z.uuid(),
  userRouteProgressId: z.uuid(),
  completed: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
  lastVisitedAt: z.iso.datetime(),
  visitCount: z.number().int(),
  quizResponses: z.string().nullable(),
});
export type Interaction = z.infer<typeof Interaction>;

/** The answer to a completion: the route's new state and the points this completion added. */
export const CompletionResult = Interaction.extend({
  routeProgressStatus: ProgressStatus,
  routeProgress: z.number().int().min(0).max(100),
  /** Points added by this call: the content's points the first time, 0 after. */
  pointsAwarded: z.number().int(),
  /** The caller's points after this call. */
  points: z.number().int(),
});
export type CompletionResult = z.infer<typeof CompletionResult>;

export const UpdateInteractionResponse = z.union([CompletionResult, Interaction]);
export type UpdateInteractionResponse = z.infer<typeof UpdateInteractionResponse>;

/** 'N seg', 'N min' or 'N min N seg' (docs/product.md#limits-and-constants). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} seg`;
  if (rest === 0) return `${minutes} min`;
  return `${minutes} min ${rest} seg`;
}

/** floor(100 × completed / total); 0 for a route without contents. */
export function progressPercent(completed: number, total: number): number {
  return total > 0 ? Math.floor((100 * Math.min(completed, total)) / total) : 0;
}
