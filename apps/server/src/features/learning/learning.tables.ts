import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';
// A foreign key only: learning never reads or writes another feature's tables.
import { users } from '../auth/auth.tables.js';

/** Learning routes (docs/product.md#learning Route). `order` starts at 1 and stays dense. */
export const routes = pgTable(
  'routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ['FOUNDATION', 'CUSTOM'] })
      .notNull()
      .default('FOUNDATION'),
    /** Public URL of the cover under /files, or null. */
    coverImageUrl: text('cover_image_url'),
    /** What the cover shows, for people who cannot see it (read aloud as its alt text). */
    coverImageAlt: text('cover_image_alt'),
    order: integer('order').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('routes_order_idx').on(table.order)],
);

/** Contents of a route (docs/product.md#learning Content). `order` starts at 1 within the route. */
export const contents = pgTable(
  'contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: ['READING', 'AUDIO', 'VIDEO', 'IMAGE', 'QUIZ', 'WELLBEING_CHECK'] })
      .notNull()
      .default('READING'),
    /** Markdown. */
    content: text('content'),
    /** Public URL of the media file under /files, or null. */
    fileUrl: text('file_url'),
    /** What an image content shows, for people who cannot see it (required for IMAGE). */
    fileAlt: text('file_alt'),
    /** A WebVTT caption file for a video, stored and served like the video itself. */
    captionsUrl: text('captions_url'),
    points: integer('points').notNull().default(5),
    /** Seconds. */
    duration: integer('duration').notNull().default(60),
    order: integer('order').notNull(),
    subtitles: jsonb('subtitles').$type<{ text: string; start: number; end: number }[]>(),
    /** JSON string of the quiz (docs/product.md#learning keeps it a string end to end). */
    quizData: text('quiz_data'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('contents_route_order_idx').on(table.routeId, table.order)],
);

/**
 * A user's start of a route. Progress and status are not stored: they are counted from the
 * completed interactions whenever they are read, so adding or deleting a content never leaves
 * them stale.
 */
export const userRouteProgress = pgTable(
  'user_route_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    routeId: uuid('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    lastVisitedAt: timestamptz('last_visited_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_route_progress_user_route_unique').on(table.userId, table.routeId), index('user_route_progress_route_idx').on(table.routeId)],
);

/** A user's visits to and completion of one content (docs/product.md#learning Content interaction). */
export const contentInteractions = pgTable(
  'content_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userRouteProgressId: uuid('user_route_progress_id')
      .notNull()
      .references(() => userRouteProgress.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamptz('completed_at'),
    /** Set with the first completion, in the same statement that adds the points: never twice. */
    pointsAwardedAt: timestamptz('points_awarded_at'),
    quizResponses: text('quiz_responses'),
    lastVisitedAt: timestamptz('last_visited_at').notNull().defaultNow(),
    visitCount: integer('visit_count').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_interactions_user_content_unique').on(table.userId, table.contentId),
    index('content_interactions_progress_idx').on(table.userRouteProgressId),
    index('content_interactions_content_idx').on(table.contentId),
  ],
);

/**
 * One row whose version goes up with every write to `routes` or `contents` (statement triggers in
 * migration 0009, so no write path can forget it). Each process keeps the catalogue of routes in
 * memory and reads this number beside the caller's progress: an admin's edit is seen by every
 * process on its next request (catalogue.ts).
 */
export const learningCatalogueVersion = pgTable(
  'learning_catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('learning_catalogue_version_one_row', sql`${table.id} = 1`)],
);
