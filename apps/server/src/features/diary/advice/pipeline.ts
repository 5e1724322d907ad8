import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { CreateDiaryEntryResponse, CrisisLine, Feeling, SpanishVariant } from '@sendero/shared';
import type { Screening } from '@sendero/crisis-screen';
import type { Sealer } from '../../../lib/encryption.js';
import { loggableError } from '../../../db/errors.js';
import type { CrisisService } from '../../safety/crisis.service.js';
import { diaryBinding, type DiaryRepository, type DiaryRow } from '../diary.repository.js';
import { builtinProvider, type AdviceProvider } from './providers.js';

/**
 * Runs at most `limit` advice requests at once (p-limit); the others wait their turn. A wait
 * counts against the request's own time limit: when `signal` aborts first, the caller hears it at
 * once, and the task, when its turn comes, gives the slot straight back without running.
 */
export function concurrencyCap(limit: number) {
  const queue = pLimit(limit);
  return <T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> => {
    signal.throwIfAborted();
    const turn = queue(() => {
      signal.throwIfAborted();
      return task();
    });
    const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
    return Promise.race([turn, aborted]);
  };
}

export type AdviceSettings = { country: string; aiAdvice: boolean; spanish?: SpanishVariant };

export type AdvicePipelineDeps = {
  /** The configured writer: a model, or the built-in one. */
  advice: AdviceProvider;
  adviceTimeoutMs: number;
  /** Advice requests written at once (4 unless a test says otherwise); the rest wait their turn. */
  adviceConcurrency?: number;
  log: FastifyBaseLogger;
  crisis: Pick<CrisisService, 'screenEntry' | 'screenAdvice' | 'reply' | 'supporterNote' | 'recordReply'>;
  /** Opens the stored text and seals the advice (AES-256-GCM); see docs/decisions/017-encryption-at-rest.md. */
  sealer: Sealer;
  /** The person's country (for crisis lines), whether their text may reach the model, and the Spanish they read. */
  adviceSettings: (userId: string) => Promise<AdviceSettings>;
  /** Aborts advice still being written when the server is stopping: the entry is answered without it. */
  stopping?: AbortSignal;
  /** An entry got the crisis reply (companions' opt-in alert): told after, never awaited, never with the text. */
  onCrisisReply?: (userId: string) => void;
  /** Where the advice is stored with its record, and how a record reads. */
  records: Pick<DiaryRepository, 'storeAdvice' | 'toRecord'>;
};

export type AdviceOutcome = { advice: string | null; source: DiaryRow['adviceSource']; crisisLines?: CrisisLine[] };

/**
 * The reply to an entry, the safety-critical path (decisions 005 and 009): the crisis screen
 * first, always; then the person's consent picks the model or the built-in writer; at most
 * `adviceConcurrency` at once; all within the time limit that started with the request.
 */
export function createAdvicePipeline(deps: AdvicePipelineDeps) {
  const { log, crisis, sealer, records } = deps;
  const capped = concurrencyCap(deps.adviceConcurrency ?? 4);

  async function crisisOutcome(country: string, spanish: SpanishVariant, flaggedBy: 'rules' | 'model', screening?: Screening): Promise<AdviceOutcome> {
    const kind = screening?.reply === 'loss_survivor' ? 'loss_survivor' : 'crisis';
    log.info({ event: 'crisis_reply', flaggedBy, category: screening?.category, layer: screening?.layer, kind }, 'crisis reply instead of advice');
    // A count that cannot be written must never cost the person their crisis lines.
    await crisis
      .recordReply(flaggedBy)
      .catch((error: unknown) => log.warn({ event: 'crisis_count_failed', err: loggableError(error) }, 'crisis reply not counted'));
    const { advice, lines } = crisis.reply(country, kind, spanish);
    return { advice, source: 'crisis', crisisLines: lines };
  }

  /** Never throws for the writer: a failed or slow model leaves the entry without advice. */
  async function writeAdvice(userId: string, feeling: Feeling, description: string, signal: AbortSignal): Promise<AdviceOutcome> {
    // Unknown settings (the database failing after the entry was stored) must not cost a crisis
    // reply: Spain's lines, and the text stays on this server.
    const {
      country,
      aiAdvice,
      spanish = 'es-ES',
    } = await deps.adviceSettings(userId).catch((error: unknown): AdviceSettings => {
      log.warn({ event: 'advice_settings_failed', err: loggableError(error) }, 'advice settings unknown: defaults used');
      return { country: 'ES', aiAdvice: false };
    });
    // The crisis screen runs first, always: text it flags never reaches a model. A person who
    // writes about helping someone else gets ordinary advice with a note on how to accompany them.
    const screening = crisis.screenEntry(description);
    if (screening && screening.reply !== 'supporter') return crisisOutcome(country, spanish, 'rules', screening);
    const withNote = (advice: string) => (screening ? `${advice}\n\n---\n\n${crisis.supporterNote(country, spanish)}` : advice);
    // Without the person's consent, the text stays on this server.
    const writer = aiAdvice ? deps.advice : builtinProvider;
    try {
      const { advice, risk } = await capped(() => writer.advise({ feeling, description, spanish }, signal), signal);
      if (risk === 'crisis') return crisisOutcome(country, spanish, 'model');
      const problem = writer.source === 'model' ? crisis.screenAdvice(advice) : null;
      if (problem) {
        log.warn({ event: 'advice_replaced', reason: problem }, 'model advice replaced by the built-in writer');
        const fallback = await builtinProvider.advise({ feeling, description, spanish }, AbortSignal.timeout(deps.adviceTimeoutMs));
        return { advice: withNote(fallback.advice), source: 'builtin' };
      }
      return { advice: withNote(advice), source: writer.source };
    } catch (error) {
      log.warn({ event: 'advice_failed', source: writer.source, reason: (error as Error).name }, 'no advice for this entry');
      return { advice: screening ? crisis.supporterNote(country, spanish) : null, source: screening ? 'builtin' : 'none' };
    }
  }

  return {
    writeAdvice,

    /**
     * The advice's time limit starts with the request: storing the entry and waiting for a turn
     * with the model are part of it, so the person hears back within it even when many write at once.
     */
    startDeadline: () => AbortSignal.any([AbortSignal.timeout(deps.adviceTimeoutMs), ...(deps.stopping ? [deps.stopping] : [])]),

    /** Writes the reply for a stored record and stores it with it; never throws once the record is stored. `deadline` started with the request. */
    async adviseAndStore(userId: string, stored: DiaryRow, deadline: AbortSignal): Promise<CreateDiaryEntryResponse> {
      // A text that does not open gets no advice: writing any would answer words the person never wrote.
      const { advice, source, crisisLines } = await Promise.resolve()
        .then(() => writeAdvice(userId, stored.feeling, sealer.open(stored.description, diaryBinding('description', userId)), deadline))
        .catch((error: unknown): AdviceOutcome => {
          log.warn({ event: 'advice_failed', err: loggableError(error) }, 'no advice for this entry');
          return { advice: null, source: 'none' };
        });
      const sealedAdvice = sealer.sealNullable(advice, diaryBinding('advice', userId));
      let updated: DiaryRow = { ...stored, advice: sealedAdvice, adviceSource: source };
      try {
        updated = (await records.storeAdvice(stored.id, sealedAdvice, source)) ?? updated;
      } catch (error) {
        log.warn({ event: 'advice_not_stored', err: loggableError(error) }, 'the advice could not be stored with its entry');
      }
      if (source === 'crisis') {
        try {
          deps.onCrisisReply?.(userId);
        } catch (error) {
          log.warn({ event: 'crisis_listener_failed', err: loggableError(error) }, 'a crisis reply listener failed');
        }
      }
      const record = records.toRecord(updated);
      return { ...record, aiResponse: record.advice, ...(crisisLines ? { crisisLines } : {}) };
    },

    /**
     * The answer a repeated idempotency key gets: the record as it is now. Its advice may still be
     * being written by the first request (then it is null here, and the person finds it later in
     * the diary). A crisis reply carries its lines again: they must never be lost to a retry.
     */
    async answerAgain(userId: string, row: DiaryRow): Promise<CreateDiaryEntryResponse> {
      const record = records.toRecord(row);
      let crisisLines: CrisisLine[] | undefined;
      if (row.adviceSource === 'crisis') {
        const { country } = await deps.adviceSettings(userId).catch(() => ({ country: 'ES' }));
        crisisLines = crisis.reply(country).lines;
      }
      return { ...record, aiResponse: record.advice, ...(crisisLines ? { crisisLines } : {}) };
    },
  };
}

export type AdvicePipeline = ReturnType<typeof createAdvicePipeline>;
