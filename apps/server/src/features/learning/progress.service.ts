import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  learningMessages,
  type CompletionResult,
  type CreateInteractionBody,
  type Interaction,
  type RouteProgress,
  type Technique,
  type UpdateInteractionBody,
} from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { contentInteractions, contents, routes, userRouteProgress } from './learning.tables.js';
import { learningStateOf, routeState, type LearningState, type RouteCatalogue } from './catalogue.js';

type ProgressRow = typeof userRouteProgress.$inferSelect;
type InteractionRow = typeof contentInteractions.$inferSelect;

const presentInteraction = (row: InteractionRow): Interaction => ({
  id: row.id,
  contentId: row.contentId,
  userRouteProgressId: row.userRouteProgressId,
  completed: row.completed,
  completedAt: row.completedAt?.toISOString() ?? null,
  lastVisitedAt: row.lastVisitedAt.toISOString(),
  visitCount: row.visitCount,
  quizResponses: row.quizResponses,
});

export type ProgressDeps = {
  db: Db;
  clock: Clock;
  /** Adds points to the person's total inside `tx` and returns the new total (points live on the account, in auth). */
  addPoints: (tx: Tx, userId: string, points: number) => Promise<number>;
  /** Counts every progress shown (catalogue.ts), as the list of routes does. */
  catalogue: RouteCatalogue;
};

/**
 * Route progress and content interactions. Times come from the server's clock, not the body:
 * a phone with a wrong clock must not reorder "recent routes". Someone else's ids answer 404,
 * exactly like missing ones (docs/product.md#api-rules).
 */
export function createProgressService(deps: ProgressDeps) {
  const { db, clock, catalogue } = deps;
  async function present(row: ProgressRow): Promise<RouteProgress> {
    const state = await startedRouteState(catalogue, await learningStateOf(db, row.userId), row.routeId);
    return { id: row.id, routeId: row.routeId, status: state.progressStatus, progress: state.progress, lastVisitedAt: row.lastVisitedAt.toISOString() };
  }

  async function ownProgress(userId: string, progressId: string): Promise<ProgressRow> {
    const [row] = await db
      .select()
      .from(userRouteProgress)
      .where(and(eq(userRouteProgress.id, progressId), eq(userRouteProgress.userId, userId)));
    if (!row) throw notFound(learningMessages.progressNotFound);
    return row;
  }

  async function ownInteraction(userId: string, interactionId: string): Promise<InteractionRow> {
    const [row] = await db
      .select()
      .from(contentInteractions)
      .where(and(eq(contentInteractions.id, interactionId), eq(contentInteractions.userId, userId)));
    if (!row) throw notFound(learningMessages.interactionNotFound);
    return row;
  }

  return {
    /** 'Comenzar': one record per user and route, however often it is pressed. */
    async startRoute(userId: string, routeId: string): Promise<{ created: boolean; progress: RouteProgress }> {
      const [route] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, routeId));
      if (!route) throw notFound(learningMessages.routeNotFound);
      const now = clock.now();
      const [created] = await db
        .insert(userRouteProgress)
        .values({ userId, routeId, startedAt: now, lastVisitedAt: now })
        .onConflictDoNothing({ target: [userRouteProgress.userId, userRouteProgress.routeId] })
        .returning();
      const row =
        created ??
        (
          await db
            .select()
            .from(userRouteProgress)
            .where(and(eq(userRouteProgress.userId, userId), eq(userRouteProgress.routeId, routeId)))
        )[0]!;
      return { created: Boolean(created), progress: await present(row) };
    },

    /** Opening a started route: its last interaction is now. */
    async touchRoute(userId: string, progressId: string): Promise<RouteProgress> {
      await ownProgress(userId, progressId);
      const [row] = await db.update(userRouteProgress).set({ lastVisitedAt: clock.now() }).where(eq(userRouteProgress.id, progressId)).returning();
      return present(row!);
    },

    /** The first visit to a content; a repeated call returns the existing interaction unchanged. */
    async createInteraction(userId: string, body: CreateInteractionBody): Promise<{ created: boolean; interaction: Interaction }> {
      const progress = await ownProgress(userId, body.userRouteProgressId);
      const [content] = await db.select({ routeId: contents.routeId }).from(contents).where(eq(contents.id, body.contentId));
      if (!content) throw notFound(learningMessages.contentNotFound);
      if (content.routeId !== progress.routeId) throw badRequest(learningMessages.contentNotInRoute);
      const [created] = await db
        .insert(contentInteractions)
        .values({ userId, contentId: body.contentId, userRouteProgressId: progress.id, lastVisitedAt: clock.now(), visitCount: 1 })
        .onConflictDoNothing({ target: [contentInteractions.userId, contentInteractions.contentId] })
        .returning();
      const row =
        created ??
        (
          await db
            .select()
            .from(contentInteractions)
            .where(and(eq(contentInteractions.userId, userId), eq(contentInteractions.contentId, body.contentId)))
        )[0]!;
      return { created: Boolean(created), interaction: presentInteraction(row) };
    },

    async updateInteraction(userId: string, interactionId: string, body: UpdateInteractionBody): Promise<Interaction | CompletionResult> {
      const current = await ownInteraction(userId, interactionId);
      const now = clock.now();
      if ('completed' in body) return complete(deps, userId, current, now);
      const [row] = await db
        .update(contentInteractions)
        .set('quizResponses' in body ? { quizResponses: body.quizResponses } : { lastVisitedAt: now, visitCount: sql`${contentInteractions.visitCount} + 1` })
        .where(eq(contentInteractions.id, interactionId))
        .returning();
      return presentInteraction(row!);
    },
    techniques: (userId: string) => techniquesOf(db, userId),
  };
}

/** The person's progress on a route they started, counted by the catalogue from `state`. */
async function startedRouteState(catalogue: RouteCatalogue, state: LearningState, routeId: string) {
  const { completed, total } = await catalogue.progressIn(state, routeId);
  return routeState(true, completed, total);
}

/**
 * Completion adds the content's points only the first time, in the same transaction: the
 * conditional update lets exactly one of two simultaneous completions through.
 */
async function complete({ db, addPoints, catalogue }: ProgressDeps, userId: string, current: InteractionRow, now: Date): Promise<CompletionResult> {
  const outcome = await db.transaction(async (tx) => {
    const [first] = await tx
      .update(contentInteractions)
      .set({ completed: true, completedAt: now, pointsAwardedAt: now })
      .where(and(eq(contentInteractions.id, current.id), isNull(contentInteractions.pointsAwardedAt)))
      .returning();
    let pointsAwarded = 0;
    let row = first;
    if (first) {
      const [content] = await tx.select({ points: contents.points }).from(contents).where(eq(contents.id, first.contentId));
      pointsAwarded = content?.points ?? 0;
    } else {
      [row] = await tx.select().from(contentInteractions).where(eq(contentInteractions.id, current.id));
    }
    const points = await addPoints(tx, userId, pointsAwarded);
    const [progress] = await tx
      .select({ routeId: userRouteProgress.routeId })
      .from(userRouteProgress)
      .where(eq(userRouteProgress.id, row!.userRouteProgressId));
    // Read inside the transaction, so this completion counts; counted by the catalogue after it.
    return { row: row!, pointsAwarded, points, routeId: progress!.routeId, learning: await learningStateOf(tx, userId) };
  });
  const state = await startedRouteState(catalogue, outcome.learning, outcome.routeId);
  return {
    ...presentInteraction(outcome.row),
    routeProgressStatus: state.progressStatus,
    routeProgress: state.progress,
    pointsAwarded: outcome.pointsAwarded,
    points: outcome.points,
  };
}

/** "Mis Técnicas": the guided audios and videos the caller completed, the latest first. */
async function techniquesOf(db: Db, userId: string): Promise<Technique[]> {
  const rows = await db
    .select({
      contentId: contents.id,
      routeId: routes.id,
      routeTitle: routes.title,
      title: contents.title,
      type: contents.type,
      duration: contents.duration,
      completedAt: contentInteractions.completedAt,
    })
    .from(contentInteractions)
    .innerJoin(contents, eq(contents.id, contentInteractions.contentId))
    .innerJoin(routes, eq(routes.id, contents.routeId))
    .where(and(eq(contentInteractions.userId, userId), eq(contentInteractions.completed, true), inArray(contents.type, ['AUDIO', 'VIDEO'])))
    .orderBy(desc(contentInteractions.completedAt), contents.title);
  return rows.map((row) => ({ ...row, type: row.type as Technique['type'], completedAt: (row.completedAt ?? new Date(0)).toISOString() }));
}

export type ProgressService = ReturnType<typeof createProgressService>;
