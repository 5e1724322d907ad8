import { z } from './zod.js';
import { DIARY_DESCRIPTION_MAX_LENGTH, DIARY_PAGE_MAX, DIARY_PAGE_SIZE } from './limits.js';
import { CrisisLine } from './safety.js';
import { OWN_TAG_MAX_LENGTH, OWN_TAGS_MAX, diaryMessages } from './diary-messages.js';
import { FEELING_LABELS, FINER_FEELING_KEYS, feelingOfFinerFeeling, finerFeelingMessages } from './finer-feelings.js';

// The feeling diary (docs/product.md#diary: Record, Feeling, the /diary calls).

export const Feeling = z.enum(['GREAT', 'GOOD', 'NEUTRAL', 'BAD', 'TERRIBLE'], { error: 'Elige cómo te sientes.' });
export type Feeling = z.infer<typeof Feeling>;

/** A finer word under a feeling, by key (finer-feelings.ts, decision 042). */
export const FinerFeeling = z.enum(FINER_FEELING_KEYS, { error: finerFeelingMessages.invalid });
export type FinerFeeling = z.infer<typeof FinerFeeling>;
export {
  FINER_FEELINGS,
  FINER_FEELING_KEYS,
  FEELING_LABELS,
  feelingOfFinerFeeling,
  finerFeelingLabel,
  finerFeelingMessages,
  finerFeelingsOf,
  isFinerFeeling,
} from './finer-feelings.js';

/**
 * A finer word must be one of its feeling's: checked wherever both arrive together (a new entry,
 * an edit that changes both, an imported record). Null or missing means none.
 */
export function checkFinerFeeling(value: { feeling?: Feeling; finerFeeling?: FinerFeeling | null }, context: z.RefinementCtx): void {
  if (!value.feeling || !value.finerFeeling) return;
  if (feelingOfFinerFeeling(value.finerFeeling) !== value.feeling) {
    context.addIssue({ code: 'custom', path: ['finerFeeling'], message: finerFeelingMessages.notUnderFeeling(FEELING_LABELS[value.feeling]) });
  }
}

/**
 * "¿Qué has hecho hoy?": the nine fixed activity tags, by key (the key is the Spanish word in lower
 * case, so a person's own tag that spells one of them becomes that tag). Labels live in the web app.
 */
export const ACTIVITY_TAGS = ['trabajo', 'familia', 'amistades', 'pareja', 'ejercicio', 'descanso', 'estudio', 'naturaleza', 'salud'] as const;
export type ActivityTag = (typeof ACTIVITY_TAGS)[number];
export { OWN_TAG_MAX_LENGTH, OWN_TAGS_MAX, diaryMessages, diarySpoken } from './diary-messages.js';

const isActivityTag = (value: string): value is ActivityTag => (ACTIVITY_TAGS as readonly string[]).includes(value);

/**
 * A record's tags in one canonical form: the fixed ones by key, in their fixed order, then the
 * person's own, trimmed, in the order given. Duplicates are dropped case-insensitively, and an own
 * tag spelling a fixed one ("Ejercicio") is that fixed one. Empty strings are dropped.
 */
export function normalizeTags(tags: readonly string[]): { fixed: ActivityTag[]; own: string[] } {
  const fixed = new Set<ActivityTag>();
  const own = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const folded = tag.toLocaleLowerCase('es');
    if (!tag) continue;
    if (isActivityTag(folded)) fixed.add(folded);
    else if (!own.has(folded)) own.set(folded, tag);
  }
  return { fixed: ACTIVITY_TAGS.filter((key) => fixed.has(key)), own: [...own.values()] };
}

/** The tags of an entry: missing means none (new entry) or unchanged (an edit). */
export const DiaryTags = z
  .array(z.string({ error: diaryMessages.tagsInvalid }).max(200, diaryMessages.tagTooLong), { error: diaryMessages.tagsInvalid })
  .max(ACTIVITY_TAGS.length + OWN_TAGS_MAX, diaryMessages.tooManyOwnTags)
  .transform((tags, context) => {
    const { fixed, own } = normalizeTags(tags);
    if (own.some((tag) => tag.length > OWN_TAG_MAX_LENGTH)) context.addIssue({ code: 'custom', message: diaryMessages.tagTooLong });
    if (own.length > OWN_TAGS_MAX) context.addIssue({ code: 'custom', message: diaryMessages.tooManyOwnTags });
    return [...fixed, ...own];
  });

/**
 * What happened, in the person's words. Optional (decision 029): a feeling alone is an entry,
 * so a bad day costs one tap. Missing and blank both mean none.
 */
const DiaryDescription = z.string({ error: diaryMessages.descriptionInvalid }).trim().max(DIARY_DESCRIPTION_MAX_LENGTH, diaryMessages.descriptionTooLong);

export const CreateDiaryEntryBody = z
  .object({
    feeling: Feeling,
    /** Optional: a finer word under the feeling (decision 042); null or missing means none. */
    finerFeeling: FinerFeeling.nullable().optional(),
    description: DiaryDescription.default(''),
    /** docs/product.md#diary: an empty string when there is no recording. */
    audioUrl: z.string().max(2048).default(''),
    /** Optional "¿Qué has hecho hoy?" tags (missing: none). */
    tags: DiaryTags.optional(),
    /**
     * The moment the entry is for, when the person writes for another day (decision 029); missing
     * means now. Never after the server's clock, at most DIARY_BACKDATE_MAX_DAYS back in `tz`.
     */
    createdAt: z.iso.datetime({ offset: true, error: diaryMessages.createdAtInvalid }).optional(),
    /** The person's IANA time zone, where "a year back" is counted in days; default UTC. */
    tz: z
      .string()
      .max(64)
      .refine((tz) => isValidTimeZone(tz), diaryMessages.timeZoneInvalid)
      .optional(),
  })
  .superRefine(checkFinerFeeling);
export type CreateDiaryEntryBody = z.input<typeof CreateDiaryEntryBody>;

/**
 * POST /diary/entry headers: an entry written without a connection carries a UUID made on the
 * device, so sending it again (the answer was lost, the app restarted) never stores it twice.
 */
export const DIARY_IDEMPOTENCY_HEADER = 'idempotency-key';
// Loose: the other headers (Authorization among them) pass through untouched.
export const CreateDiaryEntryHeaders = z.looseObject({
  [DIARY_IDEMPOTENCY_HEADER]: z.uuid({ error: diaryMessages.idempotencyKeyInvalid }).optional(),
});

/** PATCH /diary/{id}: what changes; the same rules as a new entry. New text is screened again. */
export const UpdateDiaryEntryBody = z
  .object({
    feeling: CreateDiaryEntryBody.shape.feeling.optional(),
    /**
     * A finer word, or null to remove it. Without a new feeling it must be one of the stored
     * feeling's (checked by the service); a new feeling without one drops a word that is not its own.
     */
    finerFeeling: FinerFeeling.nullable().optional(),
    description: DiaryDescription.optional(),
    tags: DiaryTags.optional(),
    /** Another of the caller's voice notes, or '' to remove it; the one it replaces is erased. */
    audioUrl: z.string().max(2048).optional(),
  })
  .refine(
    (body) =>
      body.feeling !== undefined || body.finerFeeling !== undefined || body.description !== undefined || body.tags !== undefined || body.audioUrl !== undefined,
    diaryMessages.nothingToChange,
  )
  .superRefine(checkFinerFeeling);
export type UpdateDiaryEntryBody = z.input<typeof UpdateDiaryEntryBody>;

export const AdviceSource = z.enum(['model', 'builtin', 'crisis', 'none']);
export type AdviceSource = z.infer<typeof AdviceSource>;

export const DiaryRecord = z.object({
  id: z.uuid(),
  feeling: Feeling,
  /** A finer word under the feeling (decision 042), or null. */
  finerFeeling: FinerFeeling.nullable(),
  description: z.string(),
  /** Markdown, or null when no advice could be written. */
  advice: z.string().nullable(),
  /** Where the advice came from; 'crisis' means the fixed message with crisis lines. */
  adviceSource: AdviceSource,
  audioUrl: z.string(),
  /** Fixed tags by key (ACTIVITY_TAGS order), then the person's own; empty when none. */
  tags: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type DiaryRecord = z.infer<typeof DiaryRecord>;

/**
 * POST /diary/entry: the stored record; `aiResponse` is its advice (null when none came).
 * A crisis reply also carries the lines of the caller's country, to call with one tap.
 */
export const CreateDiaryEntryResponse = DiaryRecord.extend({ aiResponse: z.string().nullable(), crisisLines: z.array(CrisisLine).optional() });
export type CreateDiaryEntryResponse = z.infer<typeof CreateDiaryEntryResponse>;

export const DiaryPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number({ error: 'El límite debe ser un número.' }).int().min(1).max(DIARY_PAGE_MAX).default(DIARY_PAGE_SIZE),
});
export type DiaryPageQuery = z.input<typeof DiaryPageQuery>;

export const DiaryPage = z.object({ data: z.array(DiaryRecord), nextCursor: z.string().nullable() });
export type DiaryPage = z.infer<typeof DiaryPage>;

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const DiaryMonthQuery = z.object({
  year: z.coerce.number({ error: diaryMessages.yearInvalid }).int().min(1970, diaryMessages.yearInvalid).max(9999, diaryMessages.yearInvalid),
  month: z.coerce.number({ error: diaryMessages.monthInvalid }).int().min(1, diaryMessages.monthInvalid).max(12, diaryMessages.monthInvalid),
  tz: z.string().max(64).default('UTC').refine(isValidTimeZone, diaryMessages.timeZoneInvalid),
});
export type DiaryMonthQuery = z.input<typeof DiaryMonthQuery>;

// GET /profile/metrics (docs/product.md#diary Profile metrics). Definitions: docs/decisions/006-profile-metrics.md.
export const FeelingStat = z.object({ feeling: Feeling, count: z.number().int(), percentage: z.number().int().min(0).max(100) });
/** How many records carry a finer word (decision 042). */
export const FinerFeelingStat = z.object({ feeling: Feeling, finerFeeling: FinerFeeling, count: z.number().int() });
export type FinerFeelingStat = z.infer<typeof FinerFeelingStat>;
export const ProfileMetrics = z.object({
  totalRecords: z.number().int(),
  videosWatched: z.number().int(),
  routesInProgress: z.number().int(),
  guidedExercises: z.number().int(),
  feelingsStats: z.array(FeelingStat),
});
export type ProfileMetrics = z.infer<typeof ProfileMetrics>;
