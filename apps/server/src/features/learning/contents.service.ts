import { and, asc, eq } from 'drizzle-orm';
import { learningMessages, type Content } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { contentInteractions, contents, routes } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';

type Row = { content: typeof contents.$inferSelect; interaction: typeof contentInteractions.$inferSelect | null };

function present({ content, interaction }: Row): Content {
  return {
    id: content.id,
    routeId: content.routeId,
    title: content.title,
    type: content.type,
    content: content.content,
    file: content.fileUrl ? { url: content.fileUrl } : null,
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

const withInteraction = (db: Db, userId: string) =>
  db
    .select({ content: contents, interaction: contentInteractions })
    .from(contents)
    .leftJoin(contentInteractions, and(eq(contentInteractions.contentId, contents.id), eq(contentInteractions.userId, userId)));

/** A route's contents in order, each with the caller's interaction (spec §7 GET /contents). */
export async function listContents(db: Db, userId: string, routeId: string): Promise<Content[]> {
  const [route] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, routeId));
  if (!route) throw notFound(learningMessages.routeNotFound);
  const rows = await withInteraction(db, userId).where(eq(contents.routeId, routeId)).orderBy(asc(contents.order), asc(contents.createdAt));
  return rows.map(present);
}

/** One content with the caller's interaction (spec §7 GET /contents/{id}). */
export async function getContent(db: Db, userId: string, contentId: string): Promise<Content> {
  const [row] = await withInteraction(db, userId).where(eq(contents.id, contentId));
  if (!row) throw notFound(learningMessages.contentNotFound);
  return present(row);
}
