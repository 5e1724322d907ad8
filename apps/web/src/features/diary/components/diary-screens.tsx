import { DIARY_DESCRIPTION_MAX_LENGTH, diaryMessages, Feeling, finerFeelingLabel } from '@sendero/shared';
import { Bot, CloudOff, HeartHandshake, LifeBuoy, PenLine, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useProfile, useUpdateProfile } from '@/api/profile';
import { AdviceLabel } from '@/components/advice-label';
import { FinerFeelingPicker } from '@/components/finer-feeling-picker';
import { IconTile } from '@/components/icon-tile';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { isDiaryEntryQueued, newEntryKey } from '@/lib/diary-outbox';
import { feelings, getFeeling } from '@/lib/feelings';
import { formatLongDay, fromDayKey, toDayKey } from '@/lib/format';
import { openHelpSheet } from '@/lib/help-sheet';
import { useMessages } from '@/lib/i18n';
import { entryBody, useCreateDiaryEntry, useIsCreatingDiaryEntry } from '../api/create-entry';
import { clearDraft, getDraft, updateDraft, useDiaryDraft, type DiaryDraft } from '../draft';
import { diaryText, type DiaryText } from '../messages';
import { DiaryStep } from './diary-step';
import { TagPicker } from './tag-picker';
import { BlankPagePrompt } from './blank-page-prompt';
import { FieldError } from './field-error';

// MediaRecorder code only when the reason step is shown: no weight on the first page.
const VoiceRecorder = lazy(() => import('./voice-recorder'));

/**
 * Asked once, before the first entry, when this server has a model: the person chooses whether
 * their text may go to it. Until they choose, nothing they write leaves the server.
 */
function AdviceConsentNotice() {
  const updateProfile = useUpdateProfile();
  const saving = updateProfile.isPending;
  const t = useMessages(diaryText);
  const choose = async (aiAdvice: boolean) => {
    try {
      await updateProfile.mutateAsync({ aiAdvice });
    } catch {
      toast.error(t.choiceNotSaved);
    }
  };
  return (
    <Card role="region" aria-labelledby="advice-consent-title" className="flex flex-col gap-4">
      <h2 id="advice-consent-title" className="flex items-center gap-2 text-lg font-bold text-amber-200">
        <Bot aria-hidden="true" className="size-5 shrink-0" />
        {t.consentTitle}
      </h2>
      <p className="text-ink">{t.consentModel}</p>
      <p className="text-ink">{t.consentAssistant}</p>
      <p className="text-sm text-ink-muted">{t.consentSafety}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => void choose(true)} disabled={saving}>
          {t.useModel}
        </Button>
        <Button variant="secondary" onClick={() => void choose(false)} disabled={saving}>
          {t.useAssistant}
        </Button>
      </div>
    </Card>
  );
}

/** The draft was sent: stored by the server, or kept in this device's outbox to be sent later. */
const isDraftSent = (draft: DiaryDraft) => draft.adviceSource !== null && draft.saveError === null;

/**
 * Starts an entry the URL asks for (a day, a feeling) without losing an unsent one: a draft that
 * was already sent is done with, so a new entry starts clean; an unsent one keeps its words.
 */
function useEntryFromUrl({ resetDay }: { resetDay: boolean }) {
  const [params] = useSearchParams();
  const { draft } = useDiaryDraft();
  const day = params.get('day');
  const feeling = Feeling.safeParse(params.get('feeling'));
  const wantedDay = day && /^\d{4}-\d{2}-\d{2}$/.test(day) && day < toDayKey(new Date()) ? day : null;
  useEffect(() => {
    const current = getDraft();
    const patch: Partial<DiaryDraft> = {};
    // A day in the URL (today's too, which means no other day) replaces the draft's.
    if (day !== null || resetDay) patch.day = wantedDay;
    if (feeling.success) patch.feeling = feeling.data;
    if (Object.keys(patch).length === 0) return;
    if (isDraftSent(current)) clearDraft();
    updateDraft(patch);
    // Once per arrival: the URL is read when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return draft;
}

/** "¿Cómo te sientes hoy?", or the day the person chose. */
function feelingQuestion(day: string | null, t: DiaryText) {
  return day ? t.howDidYouFeelOn({ day: formatLongDay(fromDayKey(day)) }) : t.howDoYouFeel;
}

export function DailyIntroScreen() {
  const navigate = useNavigate();
  const user = useProfile();
  const draft = useEntryFromUrl({ resetDay: true });
  const mustChoose = Boolean(user?.aiAvailable && user.aiAdvice === null);
  const t = useMessages(diaryText);
  return (
    <DiaryStep
      step={1}
      title={t.dailyRecord}
      back={{ label: t.back, onClick: () => navigate(paths.home.getHref()) }}
      next={{ label: t.start, onClick: () => navigate(paths.dailyEmotion.getHref()), disabled: mustChoose }}
    >
      {mustChoose ? <AdviceConsentNotice /> : null}
      <Card className="flex flex-col items-center gap-4 py-10 text-center">
        <IconTile size="xl">
          <PenLine aria-hidden="true" />
        </IconTile>
        <p className="max-w-md text-ink-muted">{draft.day ? t.introOnDay({ day: formatLongDay(fromDayKey(draft.day)) }) : t.introToday}</p>
      </Card>
    </DiaryStep>
  );
}

export function DailyEmotionScreen() {
  const navigate = useNavigate();
  const draft = useEntryFromUrl({ resetDay: false });
  const [selected, setSelected] = useState<Feeling | null>(draft.feeling);
  const choice = selected ?? draft.feeling;
  // The finer word goes with the feeling it was chosen under: another feeling shows none chosen.
  const [finer, setFiner] = useState({ feeling: draft.feeling, word: draft.finerFeeling });
  const finerFeeling = finer.feeling === choice ? finer.word : null;
  const headingId = useId();
  const hintId = useId();
  const t = useMessages(diaryText);

  return (
    <DiaryStep
      step={2}
      title={feelingQuestion(draft.day, t)}
      back={{ label: t.back, onClick: () => navigate(paths.dailyIntro.getHref(draft.day ?? undefined)) }}
      next={{
        label: t.next,
        // Nothing is chosen for the person: Siguiente waits for their choice.
        disabled: choice === null,
        describedBy: choice === null ? hintId : undefined,
        onClick: () => {
          if (choice === null) return;
          updateDraft({ feeling: choice, finerFeeling });
          navigate(paths.dailyReason.getHref());
        },
      }}
      hint={choice === null ? <span id={hintId}>{t.chooseToGoOn}</span> : null}
    >
      <fieldset className="flex flex-col gap-3">
        <legend id={headingId} className="sr-only">
          {t.chooseFeeling}
        </legend>
        {feelings.map((feeling) => {
          const Icon = feeling.icon;
          const checked = choice === feeling.value;
          return (
            <label
              key={feeling.value}
              className={cn(
                'flex cursor-pointer items-center gap-4 rounded-3xl border bg-navy-800 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-300',
                checked ? 'border-amber-400 bg-navy-700' : 'border-navy-600/60 hover:border-amber-400/50',
              )}
            >
              <input type="radio" name="feeling" value={feeling.value} checked={checked} onChange={() => setSelected(feeling.value)} className="sr-only" />
              <IconTile size="lg" className={feeling.colorClass}>
                <Icon aria-hidden="true" />
              </IconTile>
              <span className="flex min-w-0 flex-col">
                <span className="font-bold text-ink">{feeling.label}</span>
                <span className="text-sm text-ink-muted">{feeling.description}</span>
              </span>
              <span
                aria-hidden="true"
                className={cn('ml-auto grid size-5 shrink-0 place-items-center rounded-full border-2', checked ? 'border-amber-400' : 'border-navy-600')}
              >
                {checked ? <span className="size-2.5 rounded-full bg-amber-400" /> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      {choice ? <FinerFeelingPicker feeling={choice} value={finerFeeling} onChange={(word) => setFiner({ feeling: choice, word })} /> : null}
    </DiaryStep>
  );
}

/** From this many characters on, the count shows under the text. */
const COUNT_FROM = DIARY_DESCRIPTION_MAX_LENGTH - 500;

/** Where the text stands against the 5000-character limit the server enforces (trimmed, like the server). */
export function descriptionLimit(text: string): { length: number; over: number; showCount: boolean } {
  const length = text.trim().length;
  return { length, over: Math.max(0, length - DIARY_DESCRIPTION_MAX_LENGTH), showCount: length >= COUNT_FROM };
}

export function DailyReasonScreen() {
  const navigate = useNavigate();
  const draft = useEntryFromUrl({ resetDay: false });
  const createEntry = useCreateDiaryEntry();
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const limit = descriptionLimit(draft.description);
  const tooLong = limit.over > 0;
  const t = useMessages(diaryText);

  return (
    <DiaryStep
      step={3}
      title={t.whatHappened}
      intro={t.reasonIntro}
      back={{ label: t.back, onClick: () => navigate(paths.dailyEmotion.getHref()) }}
      next={{
        label: t.next,
        // Past the limit the server would refuse it: the text stays here to be shortened.
        disabled: tooLong,
        describedBy: tooLong ? errorId : undefined,
        onClick: () => {
          if (draft.feeling === null) {
            navigate(paths.dailyEmotion.getHref());
            return;
          }
          const description = draft.description.trim();
          // A new key for each entry sent from here; "Volver a intentar" reuses it.
          updateDraft({ description, aiResponse: null, adviceSource: null, saveError: null, needsFix: false, clientKey: newEntryKey(), queued: false });
          createEntry.mutate(entryBody({ ...draft, description }, draft.feeling));
          navigate(paths.dailyTips.getHref());
        },
      }}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="font-semibold text-ink">
          {t.whatHappened}
        </label>
        <textarea
          id={fieldId}
          value={draft.description}
          onChange={(event) => updateDraft({ description: event.target.value })}
          placeholder={t.writeHere}
          rows={8}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={[limit.showCount ? countId : null, tooLong ? errorId : null].filter(Boolean).join(' ') || undefined}
          className={cn(
            'min-h-40 w-full resize-y rounded-2xl border bg-navy-800 p-4 text-ink placeholder:text-ink-muted/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300',
            tooLong ? 'border-rose-400' : 'border-navy-600',
          )}
        />
        {limit.showCount ? (
          <p id={countId} className={cn('text-right text-sm', tooLong ? 'font-semibold text-rose-300' : 'text-ink-muted')}>
            {t.charactersOf({ length: limit.length, max: DIARY_DESCRIPTION_MAX_LENGTH })}
          </p>
        ) : null}
        {tooLong ? (
          <FieldError id={errorId}>
            {diaryMessages.descriptionTooLong} {limit.over === 1 ? t.oneCharacterOver : t.charactersOver({ over: limit.over })}
          </FieldError>
        ) : null}
        <BlankPagePrompt feeling={draft.feeling} day={draft.day ?? toDayKey(new Date())} />
      </div>
      <Suspense fallback={null}>
        <VoiceRecorder />
      </Suspense>
      <TagPicker value={draft.tags} onChange={(tags) => updateDraft({ tags })} />
    </DiaryStep>
  );
}

const NOT_SAVED = 'Tu entrada no se ha guardado';

/** Why the entry was not saved, where the person acts: send it again, or go back and fix the text. */
function SaveFailure({ draft, onRetry, onFix }: { draft: DiaryDraft; onRetry: () => void; onFix: () => void }) {
  const t = useMessages(diaryText);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-3xl border border-rose-400/70 bg-navy-800 p-5 text-ink">
      {/* The server's own reason often starts with these words already: said once. */}
      {draft.saveError?.startsWith(NOT_SAVED) ? null : <p className="font-bold text-rose-200">{t.notSaved}.</p>}
      <p>{draft.saveError}</p>
      <p className="text-sm text-ink-muted">{t.nothingLost}</p>
      {draft.needsFix ? (
        <Button variant="secondary" onClick={onFix}>
          {t.fixText}
        </Button>
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          {t.tryAgain}
        </Button>
      )}
    </div>
  );
}

export function DailyTipsScreen() {
  const navigate = useNavigate();
  const { draft } = useDiaryDraft();
  const createEntry = useCreateDiaryEntry();
  const isLoading = useIsCreatingDiaryEntry();
  const t = useMessages(diaryText);
  // Sent meanwhile from elsewhere (another tab, a restart): its advice is with it in the diary.
  const waitingOnDevice = draft.queued && draft.clientKey !== null && isDiaryEntryQueued(draft.clientKey);
  if (draft.feeling === null) return <Navigate to={paths.dailyEmotion.getHref()} replace />;
  const feelingValue = draft.feeling;
  const feeling = getFeeling(feelingValue);
  const Icon = feeling.icon;
  const isCrisis = draft.adviceSource === 'crisis';
  const reply = draft.aiResponse?.trim() ? draft.aiResponse : null;
  const failed = !isLoading && draft.saveError !== null;

  return (
    <DiaryStep
      step={4}
      title={t.tips}
      back={{ label: t.back, onClick: () => navigate(paths.dailyReason.getHref()), disabled: isLoading }}
      // An entry that was not saved never goes on to "¡Bien hecho!".
      next={{ label: 'Siguiente', onClick: () => navigate(paths.dailyFinish.getHref()), disabled: isLoading || failed || !isDraftSent(draft) }}
    >
      {failed ? (
        <SaveFailure
          draft={draft}
          onFix={() => navigate(paths.dailyReason.getHref())}
          onRetry={() => {
            updateDraft({ saveError: null });
            createEntry.mutate(entryBody(draft, feelingValue));
          }}
        />
      ) : null}
      <Card className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <IconTile className={cn('[&_svg]:size-6', feeling.colorClass)}>
            <Icon aria-hidden="true" />
          </IconTile>
          <p className="text-ink">
            {draft.day ? t.youFeltOn({ day: formatLongDay(fromDayKey(draft.day)) }) : t.todayYouFeel}
            <strong className="font-bold">{feeling.label}</strong>
            {draft.finerFeeling ? ` · ${finerFeelingLabel(draft.finerFeeling)}` : null}
          </p>
        </div>
        {draft.description ? (
          <div className="flex flex-col gap-1">
            <h2 className="font-bold text-amber-200">{t.yourEntry}</h2>
            <p className="whitespace-pre-wrap break-words text-ink">{draft.description}</p>
          </div>
        ) : null}
      </Card>

      <section aria-labelledby="diary-comment" aria-busy={isLoading}>
        <h2 id="diary-comment" className="mb-2 flex items-center gap-2 font-bold text-amber-200">
          <Sparkles aria-hidden="true" className="size-5" />
          {t.comment}
        </h2>
        {isLoading ? (
          <Card role="status" className="text-ink-muted">
            {t.loadingReply}
          </Card>
        ) : reply && isCrisis ? (
          <div className="flex flex-col gap-2">
            <div role="alert" className="rounded-3xl border-2 border-amber-300 bg-navy-950 p-5 text-ink shadow-lg shadow-black/30">
              <p className="mb-3 flex items-center gap-2 font-bold text-amber-200">
                <HeartHandshake aria-hidden="true" className="size-5 shrink-0" />
                {t.peopleCanHelp}
              </p>
              <Markdown content={reply} className="text-lg" />
              <Button onClick={openHelpSheet} className="mt-4 w-full sm:w-auto">
                <LifeBuoy aria-hidden="true" />
                {t.openHelp}
              </Button>
            </div>
            <AdviceLabel source="crisis" />
          </div>
        ) : reply ? (
          <div className="flex flex-col gap-2">
            <Card>
              <Markdown content={reply} />
            </Card>
            <AdviceLabel source={draft.adviceSource} />
          </div>
        ) : draft.queued ? (
          <Card role="status" className="flex items-start gap-3 text-ink">
            <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-200" />
            {waitingOnDevice ? (
              <p>
                <strong className="font-bold">{t.queuedTitle}</strong> {t.queuedText}
              </p>
            ) : (
              <p>{t.alreadySent}</p>
            )}
          </Card>
        ) : (
          <Card className="text-ink-muted">{t.noReplyYet}</Card>
        )}
      </section>
    </DiaryStep>
  );
}

export function DailyFinishScreen() {
  const navigate = useNavigate();
  const { draft } = useDiaryDraft();
  // Judged on arrival: Finalizar itself empties the draft on the way out, and must not be sent back.
  const [sentOnArrival] = useState(() => isDraftSent(getDraft()));
  const waitingOnDevice = draft.queued && draft.clientKey !== null && isDiaryEntryQueued(draft.clientKey);
  const t = useMessages(diaryText);
  // Only a sent entry is finished: anything else goes back to where it can be sent, draft intact.
  if (!sentOnArrival) return <Navigate to={paths.dailyTips.getHref()} replace />;
  return (
    <DiaryStep
      step={5}
      title={t.wellDone}
      pageTitle={t.recordDone}
      back={{ label: t.back, onClick: () => navigate(paths.dailyTips.getHref()) }}
      next={{
        label: t.finish,
        onClick: () => {
          // Sent: stored by the server, or waiting in the outbox, which keeps its own copy.
          clearDraft();
          navigate(paths.home.getHref());
        },
      }}
    >
      <Card className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="text-5xl" aria-hidden="true">
          🌱
        </span>
        <p className="max-w-md text-ink-muted">{t.thanks}</p>
        {waitingOnDevice ? (
          <p role="status" className="flex max-w-md items-start gap-2 text-left text-ink">
            <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-200" />
            <span>
              <strong className="font-bold">{t.queuedTitle}</strong> {t.queuedText}
            </span>
          </p>
        ) : null}
      </Card>
    </DiaryStep>
  );
}
