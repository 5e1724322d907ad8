// Limits that both the server and the web forms enforce. Each says why it is there.

/** docs/product.md#limits-and-constants: minimum length of every new password. */
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes any length; the cap only keeps a request from making it hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256;
/** RFC 5321 limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;
/** Long enough for any real name, short enough to lay out on a phone. */
export const NAME_MAX_LENGTH = 100;
/** The diary list's page size (docs/product.md#diary). */
export const DIARY_PAGE_SIZE = 10;
export const DIARY_PAGE_MAX = 50;
/** Long enough for a full page of writing, bounded so one entry cannot fill the database. */
export const DIARY_DESCRIPTION_MAX_LENGTH = 5000;

// Quotas (docs/decisions/028-lockouts-quotas-and-import-bounds.md): generous enough that a person
// never meets them, low enough that one script cannot fill the database or the disk.

/** Accounts created from one address per hour: a family or a class behind one router fits; a script that registers in bulk does not. */
export const ACCOUNTS_PER_ADDRESS_PER_HOUR = 20;
/** Register calls from one address per hour, whatever the answer: a 409 says an email exists, so asking is limited too. */
export const REGISTER_ATTEMPTS_PER_ADDRESS_PER_HOUR = 60;
/** Diary entries one person writes in 24 hours: several an hour all day long is still far below. */
export const DIARY_ENTRIES_PER_DAY = 200;
/**
 * Records one person brings in by imports in 24 hours: ten years of a daily Daylio history fits in
 * one day; an endless stream of files does not. Imports do not use up the entries a person writes.
 */
export const IMPORTED_RECORDS_PER_DAY = 10_000;
/** Voice notes one person records in 24 hours. */
export const VOICE_NOTES_PER_DAY = 50;
/** What all of one person's voice notes may take together: hours of speech at the upload formats' rates. */
export const VOICE_NOTE_BYTES_PER_PERSON = 1024 * 1024 * 1024;
/** Advice as stored: a model answer is capped at 500 tokens and the crisis reply is shorter, so an import carrying more is not an export. */
export const DIARY_ADVICE_MAX_LENGTH = 10_000;
/**
 * How far back a person may date an entry (docs/decisions/029-mood-only-entries-and-any-day.md):
 * a year covers a missed day, a holiday, a day remembered later; older dates are far more often
 * a wrong year typed or a broken clock than a day lived, and an import brings real history.
 */
export const DIARY_BACKDATE_MAX_DAYS = 366;
/** Clocks of phones and servers drift: an entry dated this far ahead of the server is still "now". */
export const DIARY_CLOCK_SKEW_MS = 5 * 60_000;
