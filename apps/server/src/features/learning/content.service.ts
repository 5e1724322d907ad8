import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  authoringMessages,
  ContentFields,
  ContentFieldsPatch,
  contentFileKind,
  contentShapeIssues,
  DEFAULT_CONTENT_DURATION_SECONDS,
  DEFAULT_CONTENT_POINTS,
  learningMessages,
  parseJsonString,
  Subtitles,
  type Content,
  type ContentType,
  type ReorderContentsBody,
} from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import type { AcceptedFile, Files, MultipartForm } from '../../lib/files/index.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { parseFields, parseSentFields } from './form-fields.js';
import { contentInteractions, contents, routes } from './learning.tables.js';
import { createLearningWrite } from './learning-write.js';
import { densifyContents, plannedOrder, writeOrder } from './ordering.js';
import type { LearningDeps } from './route.service.js';

type ContentRow = typeof contents.$inferSelect;
type InteractionRow = typeof contentInteractions.$inferSelect;

function present({ content, interaction }: { content: ContentRow; interaction: InteractionRow | null }): Content {
  return {
    id: content.id,
    routeId: content.routeId,
    title: content.title,
    type: content.type,
    content: content.content,
    file: content.fileUrl ? { url: content.fileUrl, alt: content.fileAlt } : null,
    captionsUrl: content.captionsUrl,
    points: content.points,
    duration: content.duration,
    order: content.order,
    subtitles: content.subtitles ?? null,
    quizData: content.quizData,
    completed: interaction?.completed ?? false,
    completedAt: interaction?.completedAt?.toISOString() ?? null,
    contentInteractionId: interaction?.id ?? null,
    lastVisitedAt: interaction?.lastVisitedAt.toISOString() ?? null,
    visitCount: interaction?.visitCount ?? 0,
    quizResponses: interaction?.quizResponses ?? null,
  };
}

/** 404 when the content does not exist, 400 when it is not a VIDEO: only videos carry captions. */
async function videoOf(db: Db, contentId: string) {
  const [row] = await db.select({ type: contents.type }).from(contents).where(eq(contents.id, contentId));
  if (!row) throw notFound(learningMessages.contentNotFound);
  if (row.type !== 'VIDEO') throw badRequest(authoringMessages.captionsVideoOnly);
}

/** The content's row, locked for this write; 404 when it is gone, 400 when it is no longer a VIDEO. */
async function lockedVideo(tx: Tx, contentId: string) {
  const [row] = await tx
    .select({ type: contents.type, captionsUrl: contents.captionsUrl })
    .from(contents)
    .where(eq(contents.id, contentId))
    .for('no key update');
  if (!row) throw notFound(learningMessages.contentNotFound);
  if (row.type !== 'VIDEO') throw badRequest(authoringMessages.captionsVideoOnly);
  return row;
}

/** Locks the route's row: contents of one route are numbered one request at a time. */
async function lockRoute(tx: Tx, routeId: string) {
  const [route] = await tx.select({ id: routes.id }).from(routes).where(eq(routes.id, routeId)).for('no key update');
  if (!route) throw notFound(learningMessages.routeNotFound);
}

/**
 * The spec's Content: learners read a route's contents with their own interaction (docs/product.md#learning
 * GET /contents); admins create, edit, delete and reorder (docs/product.md#screens Admin, the content form).
 */
export function createContentService(deps: LearningDeps) {
  const { db } = deps;
  const withInteraction = (userId: string) =>
    db
      .select({ content: contents, interaction: contentInteractions })
      .from(contents)
      .leftJoin(contentInteractions, and(eq(contentInteractions.contentId, contents.id), eq(contentInteractions.userId, userId)));

  /** A route's contents in order, each with the caller's interaction. */
  async function list(userId: string, routeId: string): Promise<Content[]> {
    const [route] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, routeId));
    if (!route) throw notFound(learningMessages.routeNotFound);
    const rows = await withInteraction(userId).where(eq(contents.routeId, routeId)).orderBy(asc(contents.order), asc(contents.createdAt));
    return rows.map(present);
  }

  /** One content with the caller's interaction. */
  async function get(userId: string, contentId: string): Promise<Content> {
    const [row] = await withInteraction(userId).where(eq(contents.id, contentId));
    if (!row) throw notFound(learningMessages.contentNotFound);
    return present(row);
  }

  const reads = { list, get };
  return { ...reads, ...contentEdits(deps, reads), ...contentListEdits(deps, reads), ...captionEdits(deps, reads) };
}

type ContentReads = { list(userId: string, routeId: string): Promise<Content[]>; get(userId: string, contentId: string): Promise<Content> };

/** Creating and editing a content, with its file. */
function contentEdits({ db, clock, files, log }: LearningDeps, { get }: ContentReads) {
  const learningWrite = createLearningWrite({ db, files, log });
  return {
    async create(adminId: string, form: MultipartForm): Promise<Content> {
      const id = await learningWrite(form, async ({ accept, transaction }) => {
        const fields = parseFields(ContentFields, form.fields);
        checkShape(fields.type, {
          file: { sent: Boolean(form.file), kept: false },
          text: fields.content,
          hasQuiz: fields.quizData !== undefined,
          alt: fields.fileAlt,
        });
        const [route] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, fields.routeId));
        if (!route) throw notFound(learningMessages.routeNotFound);
        const file = await accept(contentFileKind[fields.type]);
        const duration = await durationFor(files, fields.type, fields.duration, file, DEFAULT_CONTENT_DURATION_SECONDS);
        return transaction(async (tx, { place }) => {
          await lockRoute(tx, fields.routeId);
          const [last] = await tx
            .select({ max: sql<number>`coalesce(max(${contents.order}), 0)`.mapWith(Number) })
            .from(contents)
            .where(eq(contents.routeId, fields.routeId));
          const [row] = await tx
            .insert(contents)
            .values({
              routeId: fields.routeId,
              title: fields.title,
              type: fields.type,
              content: fields.content?.trim() ? fields.content : null,
              fileUrl: file ? await place(file) : null,
              fileAlt: fields.type === 'IMAGE' ? fields.fileAlt : null,
              points: fields.points ?? DEFAULT_CONTENT_POINTS,
              duration,
              order: (last?.max ?? 0) + 1,
              quizData: fields.type === 'QUIZ' ? (fields.quizData ?? null) : null,
              subtitles: fields.type === 'AUDIO' ? (parseJsonString(Subtitles, fields.subtitles) ?? null) : null,
            })
            .returning({ id: contents.id });
          return row!.id;
        });
      });
      return get(adminId, id);
    },

    /**
     * Any subset of the fields. A content stays in its route. When the type changes, the old file
     * goes (a media type needs a new one) and quiz data or subtitles that no longer apply are cleared.
     */
    async update(adminId: string, contentId: string, form: MultipartForm): Promise<Content> {
      await learningWrite(form, async ({ accept, transaction }) => {
        const fields = parseSentFields(ContentFieldsPatch, form.fields);
        const [current] = await db.select().from(contents).where(eq(contents.id, contentId));
        if (!current) throw notFound(learningMessages.contentNotFound);
        if (fields.routeId !== undefined && fields.routeId !== current.routeId) throw badRequest(authoringMessages.routeChangeNotAllowed);
        const type = fields.type ?? current.type;
        const typeChanged = type !== current.type;
        const text = fields.content !== undefined ? fields.content : current.content;
        const alt = fields.fileAlt !== undefined ? fields.fileAlt : current.fileAlt;
        checkShape(type, {
          file: { sent: Boolean(form.file), kept: !typeChanged },
          text,
          hasQuiz: fields.quizData !== undefined || (!typeChanged && Boolean(current.quizData)),
          alt,
        });
        const file = await accept(contentFileKind[type]);
        const duration = await durationFor(files, type, fields.duration, file, current.duration);
        await transaction(async (tx, { place, release }) => {
          const [row] = await tx.select().from(contents).where(eq(contents.id, contentId)).for('no key update');
          if (!row) throw notFound(learningMessages.contentNotFound);
          const fileUrl = !contentFileKind[type] ? null : file ? await place(file) : row.fileUrl;
          // Captions belong to a video: they go when the content stops being one.
          const captionsUrl = type === 'VIDEO' ? row.captionsUrl : null;
          release(row.fileUrl !== fileUrl ? row.fileUrl : null, row.captionsUrl !== captionsUrl ? row.captionsUrl : null);
          await tx
            .update(contents)
            .set({
              title: fields.title,
              type,
              content: text?.trim() ? text : null,
              fileUrl,
              fileAlt: type === 'IMAGE' ? alt : null,
              captionsUrl,
              points: fields.points,
              duration,
              quizData: type !== 'QUIZ' ? null : fields.quizData !== undefined ? fields.quizData : typeChanged ? null : row.quizData,
              subtitles:
                type !== 'AUDIO'
                  ? null
                  : fields.subtitles !== undefined
                    ? (parseJsonString(Subtitles, fields.subtitles) ?? null)
                    : typeChanged
                      ? null
                      : row.subtitles,
              updatedAt: clock.now(),
            })
            .where(eq(contents.id, contentId));
        });
      });
      return get(adminId, contentId);
    },
  };
}

/** Deleting a content and reordering a route's contents: both keep the route's orders 1..n. */
function contentListEdits({ db, files, log }: LearningDeps, { list }: ContentReads) {
  const learningWrite = createLearningWrite({ db, files, log });
  return {
    /**
     * Deletes the content (its interactions cascade) and closes the gap in its route. Route progress
     * is counted when read (decision 004), so every user's progress reflects the deletion at once.
     */
    async remove(contentId: string): Promise<void> {
      await learningWrite(null, ({ transaction }) =>
        transaction(async (tx, { release }) => {
          const [found] = await tx.select({ routeId: contents.routeId }).from(contents).where(eq(contents.id, contentId));
          if (!found) throw notFound(learningMessages.contentNotFound);
          await lockRoute(tx, found.routeId);
          const [deleted] = await tx
            .delete(contents)
            .where(eq(contents.id, contentId))
            .returning({ fileUrl: contents.fileUrl, captionsUrl: contents.captionsUrl });
          if (!deleted) throw notFound(learningMessages.contentNotFound);
          await densifyContents(tx, found.routeId);
          release(deleted.fileUrl, deleted.captionsUrl);
        }),
      );
    },

    /** All ids must be the current contents of one route, each once, at distinct positions. */
    async reorder(adminId: string, body: ReorderContentsBody): Promise<Content[]> {
      const ids = body.contents.map((item) => item.contentId);
      const owners = await db.selectDistinct({ routeId: contents.routeId }).from(contents).where(inArray(contents.id, ids));
      if (owners.length !== 1) throw badRequest(authoringMessages.reorderMismatch);
      const routeId = owners[0]!.routeId;
      await learningWrite(null, ({ transaction }) =>
        transaction(async (tx) => {
          await lockRoute(tx, routeId);
          const current = await tx.select({ id: contents.id }).from(contents).where(eq(contents.routeId, routeId)).orderBy(asc(contents.order));
          const ordered = plannedOrder(
            current.map((row) => row.id),
            body.contents.map((item) => ({ id: item.contentId, newOrder: item.newOrder })),
          );
          await writeOrder(tx, 'contents', ordered);
        }),
      );
      return list(adminId, routeId);
    },
  };
}

/** A VIDEO's captions file, set or removed apart from the content's form (decision 054). */
function captionEdits({ db, clock, files, log }: LearningDeps, { get }: ContentReads) {
  const learningWrite = createLearningWrite({ db, files, log });
  return {
    /** A VIDEO's WebVTT captions (one file field, `captions`): a new file replaces the old one. */
    async setCaptions(adminId: string, contentId: string, form: MultipartForm): Promise<Content> {
      await learningWrite(form, async ({ accept, transaction }) => {
        await videoOf(db, contentId);
        if (!form.file) throw badRequest(authoringMessages.captionsOnly);
        const file = (await accept('captions'))!;
        await transaction(async (tx, { place, release }) => {
          const row = await lockedVideo(tx, contentId);
          release(row.captionsUrl);
          await tx
            .update(contents)
            .set({ captionsUrl: await place(file), updatedAt: clock.now() })
            .where(eq(contents.id, contentId));
        });
      });
      return get(adminId, contentId);
    },

    /** Removes a video's captions file (nothing to remove is not an error). */
    async removeCaptions(adminId: string, contentId: string): Promise<Content> {
      await learningWrite(null, async ({ transaction }) => {
        await videoOf(db, contentId);
        await transaction(async (tx, { release }) => {
          const row = await lockedVideo(tx, contentId);
          release(row.captionsUrl);
          await tx.update(contents).set({ captionsUrl: null, updatedAt: clock.now() }).where(eq(contents.id, contentId));
        });
      });
      return get(adminId, contentId);
    },
  };
}

/** Seconds from the form, else read from an audio or video file, else the spec's 60. */
async function durationFor(files: Files, type: ContentType, sent: number | undefined, file: AcceptedFile | undefined, fallback: number) {
  if (sent !== undefined) return sent;
  if (file && (type === 'AUDIO' || type === 'VIDEO')) return (await files.duration(file)) ?? fallback;
  return fallback;
}

/** 400 with every issue of the shared shape rule (`contentShapeIssues`), in the editor's words. */
function checkShape(type: ContentType, shape: Parameters<typeof contentShapeIssues>[1]) {
  const issues = contentShapeIssues(type, shape);
  if (issues.length) throw badRequest(issues.map((issue) => issue.message));
}

export type ContentService = ReturnType<typeof createContentService>;
