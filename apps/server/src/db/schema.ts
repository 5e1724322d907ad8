import { sql } from 'drizzle-orm';
import type { SafetyPlanContent } from '@sendero/shared';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Millisecond precision everywhere: a JS Date keeps milliseconds, so values read back compare
// equal to what was written (see ARCHITECTURE.md, keyset pagination).
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['ADMIN', 'USER'] }).notNull().default('USER'),
    points: integer('points').notNull().default(0),
    /** ISO 3166-1 alpha-2: whose crisis lines the person is shown. */
    country: text('country').notNull().default('ES'),
    /** Consent to send diary text to the configured model; null until asked. */
    aiAdvice: boolean('ai_advice'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Every login starts a family; each refresh
 * retires the presented token and issues the next one in the same family. A retired token
 * presented again means it was copied: the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    retiredAt: timestamptz('retired_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** Single-use password reset tokens, stored as SHA-256 hashes, valid one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

/** Learning routes (spec §3 Route). `order` starts at 1 and stays dense. */
export const routes = pgTable(
  'routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ['FOUNDATION', 'CUSTOM'] }).notNull().default('FOUNDATION'),
    /** Public URL of the cover under /files, or null. */
    coverImageUrl: text('cover_image_url'),
    order: integer('order').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('routes_order_idx').on(table.order)],
);

/** Contents of a route (spec §3 Content). `order` starts at 1 within the route. */
export const contents = pgTable(
  'contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: ['READING', 'AUDIO', 'VIDEO', 'IMAGE', 'QUIZ'] }).notNull().default('READING'),
    /** Markdown. */
    content: text('content'),
    /** Public URL of the media file under /files, or null. */
    fileUrl: text('file_url'),
    points: integer('points').notNull().default(5),
    /** Seconds. */
    duration: integer('duration').notNull().default(60),
    order: integer('order').notNull(),
    subtitles: jsonb('subtitles').$type<{ text: string; start: number; end: number }[]>(),
    /** JSON string of the quiz (spec §3 keeps it a string end to end). */
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
  (table) => [
    uniqueIndex('user_route_progress_user_route_unique').on(table.userId, table.routeId),
    index('user_route_progress_route_idx').on(table.routeId),
  ],
);

/** A user's visits to and completion of one content (spec §3 Content interaction). */
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

/** Diary records (spec §3 Record). Health data: only ever read by their owner. */
export const diaryRecords = pgTable(
  'diary_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeling: text('feeling', { enum: ['GREAT', 'GOOD', 'NEUTRAL', 'BAD', 'TERRIBLE'] }).notNull(),
    description: text('description').notNull(),
    advice: text('advice'),
    adviceSource: text('advice_source', { enum: ['model', 'builtin', 'crisis', 'none'] }).notNull().default('none'),
    audioUrl: text('audio_url').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  // Read backwards for the newest-first pages, forwards for a month: one index serves both.
  (table) => [index('diary_records_user_created_idx').on(table.userId, table.createdAt, table.id)],
);

/**
 * A person's safety plan (Stanley–Brown steps): one per user, the lists as one JSON document,
 * sealed at rest as `{sealed}` (plans saved before encryption hold the lists themselves until the
 * start-up pass seals them).
 */
export const safetyPlans = pgTable('safety_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: jsonb('plan').$type<SafetyPlanContent | { sealed: string }>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * One row per crisis reply, for the admin's monthly counts. Deliberately without a user id or
 * a text: the counts survive an erased account and can never point back to a person.
 */
export const crisisReplies = pgTable(
  'crisis_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What flagged it: the rule screen, or the model's own risk level. */
    flaggedBy: text('flagged_by', { enum: ['rules', 'model'] }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('crisis_replies_created_idx').on(table.createdAt)],
);
