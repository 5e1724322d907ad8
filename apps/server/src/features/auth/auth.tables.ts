import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';

/** People and their role. `points` is learning's total, changed only through the account service. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['ADMIN', 'USER'] })
      .notNull()
      .default('USER'),
    points: integer('points').notNull().default(0),
    /** ISO 3166-1 alpha-2: whose crisis lines the person is shown. */
    country: text('country').notNull().default('ES'),
    /** Consent to send diary text to the configured model; null until asked. */
    aiAdvice: boolean('ai_advice'),
    /** Which Spanish the person reads: null follows the country (Spain es-ES, Argentina and Uruguay voseo, else es-419). */
    spanishVariant: text('spanish_variant', { enum: ['es-ES', 'es-419', 'es-AR'] }),
    /** "Hace un año escribiste…" on home; the person can turn it off in Ajustes. */
    onThisDay: boolean('on_this_day').notNull().default(true),
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
  (table) => [uniqueIndex('password_reset_tokens_token_hash_unique').on(table.tokenHash), index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Institutional sign-in (docs/product.md#companions-wellbeing-checks-and-organisations): an account is matched by the issuer and its `sub`, never by
 * email alone (an email can be reassigned; a subject cannot).
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('oidc_identities_issuer_subject_unique').on(table.issuer, table.subject), index('oidc_identities_user_idx').on(table.userId)],
);

/**
 * A sign-in on its way through the issuer: the state (hashed), the nonce and the PKCE verifier,
 * kept in the database so the callback may land on any process. Used once, valid 10 minutes.
 */
export const oidcPendingLogins = pgTable(
  'oidc_pending_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** 'erase': a signed-in person proving themselves again at the issuer before erasing their account. */
    purpose: text('purpose', { enum: ['login', 'erase'] })
      .notNull()
      .default('login'),
    /** Who asked, for an 'erase'; null for a sign-in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('oidc_pending_logins_expires_idx').on(table.expiresAt)],
);

/**
 * The one-time code the callback hands the web app in its redirect (never the tokens themselves,
 * which would land in history and logs); exchanged once at `POST /api/auth/oidc/exchange`.
 */
export const oidcLoginCodes = pgTable(
  'oidc_login_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['login', 'erase'] })
      .notNull()
      .default('login'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('oidc_login_codes_user_idx').on(table.userId)],
);
