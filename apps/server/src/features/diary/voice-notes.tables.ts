import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';
import { users } from '../auth/auth.tables.js';

/**
 * Diary voice notes (decision 024). The bytes are sealed (AES-256-GCM) in the file store under
 * `storageName`, a random name the public `/files/` route refuses; only the owner hears them,
 * through `GET /api/diary/voice-notes/{id}`. A note not yet kept with an entry is an orphan,
 * removed after a day.
 */
export const diaryVoiceNotes = pgTable(
  'diary_voice_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageName: text('storage_name').notNull().unique(),
    /** The type read from the bytes, as the player is told it. */
    mime: text('mime').notNull(),
    /** Bytes of the recording before sealing. */
    size: integer('size').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('diary_voice_notes_user_idx').on(table.userId), index('diary_voice_notes_created_idx').on(table.createdAt)],
);
