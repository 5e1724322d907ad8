// Every table, for drizzle (db/client.ts) and drizzle-kit (drizzle.config.ts). Each feature owns
// its tables in `<feature>.tables.ts`; code outside the owner reaches them through its service.
export * from '../features/auth/auth.tables.js';
export * from '../features/learning/learning.tables.js';
export * from '../features/diary/diary.tables.js';
export * from '../features/diary/voice-notes.tables.js';
export * from '../features/safety/safety.tables.js';
export * from '../features/reminders/reminders.tables.js';
export * from '../features/wellbeing/wellbeing.tables.js';
export * from '../features/companions/companions.tables.js';
export * from '../features/groups/groups.tables.js';
export * from '../features/account/account.tables.js';
