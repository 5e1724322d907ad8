// The content form's values: their schema (with the shared rules), where they start, and what is sent.
import {
  ALT_TEXT_MAX,
  authoringMessages,
  contentFieldIssues,
  CONTENT_DURATION_MAX,
  CONTENT_POINTS_MAX,
  CONTENT_TEXT_MAX,
  ContentFields,
  ContentType,
  DEFAULT_CONTENT_DURATION_SECONDS,
  DEFAULT_CONTENT_POINTS,
  parseJsonString,
  QuizData,
  quizIssues,
  type Content,
  z,
} from '@sendero/shared';
import type { ContentPayload } from '../../api/save-content';
import { serializeQuiz } from './quiz-editor';
import { rowsFromSubtitles, SubtitleRows, subtitlesFromRows } from './subtitles';

const WholeNumber = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message);

export const ContentFormSchema = z
  .object({
    routeId: z.string().min(1, authoringMessages.routeRequired),
    title: ContentFields.shape.title,
    type: ContentType,
    content: z.string().max(CONTENT_TEXT_MAX, authoringMessages.contentTooLong),
    points: WholeNumber(CONTENT_POINTS_MAX, authoringMessages.pointsInvalid),
    duration: WholeNumber(CONTENT_DURATION_MAX, authoringMessages.durationInvalid),
    quizData: z.string(),
    subtitles: SubtitleRows,
    fileAlt: z.string().max(ALT_TEXT_MAX, authoringMessages.altTooLong),
  })
  .superRefine((values, context) => {
    // The shared shape rule (the server's too); the file is checked apart, as it is not a form value.
    const questions = parseJsonString(QuizData, values.quizData)?.questions ?? [];
    const issues = contentFieldIssues(values.type, { text: values.content, hasQuiz: questions.length > 0, alt: values.fileAlt });
    for (const issue of issues) context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    if (values.type === 'QUIZ' && questions.length > 0) {
      // The editor shows each problem beside its field; this stops the send.
      const [first] = quizIssues(questions);
      if (first) context.addIssue({ code: 'custom', path: ['quizData'], message: first.message });
    }
  });
export type ContentFormValues = z.infer<typeof ContentFormSchema>;

/** What the form sends (docs/product.md#learning): points and duration only above 0, subtitles always a list. */
export function toContentPayload(values: ContentFormValues, { withRouteId }: { withRouteId: boolean }): ContentPayload {
  const payload: ContentPayload = { title: values.title, type: values.type, content: values.content };
  if (withRouteId) payload.routeId = values.routeId;
  if (values.points > 0) payload.points = values.points;
  if (values.duration > 0) payload.duration = values.duration;
  if (values.type === 'QUIZ') payload.quizData = values.quizData || serializeQuiz([]);
  if (values.type === 'AUDIO') payload.subtitles = JSON.stringify(subtitlesFromRows(values.subtitles));
  if (values.type === 'IMAGE') payload.fileAlt = values.fileAlt;
  return payload;
}

export function initialValues(content: Content | undefined, routeId: string): ContentFormValues {
  if (!content) {
    return {
      routeId,
      title: '',
      type: 'READING',
      content: '',
      points: DEFAULT_CONTENT_POINTS,
      duration: DEFAULT_CONTENT_DURATION_SECONDS,
      quizData: '',
      subtitles: [],
      fileAlt: '',
    };
  }
  return {
    routeId: content.routeId,
    title: content.title,
    type: content.type,
    content: content.content ?? '',
    points: content.points,
    duration: content.duration,
    quizData: content.quizData ?? '',
    subtitles: rowsFromSubtitles(content.subtitles),
    fileAlt: content.file?.alt ?? '',
  };
}
