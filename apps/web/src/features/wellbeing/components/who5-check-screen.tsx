import { WHO5_ANSWERS, WHO5_ITEMS, WHO5_LEAD_IN, type Who5Check } from '@sendero/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useRecordWho5 } from '../api/who5';
import { clearWho5Draft, readWho5Draft, saveWho5Draft, type Who5Answers } from '../draft';
import { who5Text } from './messages';
import { Who5Reading, Who5Scale } from './who5-reading';

/** "2", "2 y 4", "1, 3 y 5": the questions still without an answer. */
const listNumbers = (numbers: number[], and: string) =>
  numbers.length === 1 ? `${numbers[0]}` : `${numbers.slice(0, -1).join(', ')} ${and} ${numbers[numbers.length - 1]}`;

function Question({ index, value, onChange, invalid }: { index: number; value: number | null; onChange: (value: number) => void; invalid: boolean }) {
  const name = useId();
  const t = useMessages(who5Text);
  return (
    <fieldset id={`who5-item-${index + 1}`} aria-invalid={invalid || undefined} className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-bold text-ink">
        <span className="text-amber-200">{index + 1}.</span> {WHO5_ITEMS[index]}
        {invalid ? <span className="mt-1 block text-sm font-semibold text-rose-200">{t.missingAnswer}</span> : null}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {WHO5_ANSWERS.map((answer) => {
          const checked = value === answer.value;
          return (
            <label
              key={answer.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border px-3 py-2 text-sm leading-snug transition-colors sm:text-base',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-300',
                checked ? 'border-amber-400 bg-amber-400/10 text-ink' : 'border-navy-600 bg-navy-950/40 text-ink hover:border-navy-500',
              )}
            >
              <input
                type="radio"
                name={name}
                value={answer.value}
                checked={checked}
                onChange={() => onChange(answer.value)}
                className="size-4 shrink-0 accent-amber-400 focus-visible:outline-none"
              />
              <span>{answer.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function Result({ check, crisisLines, embedded }: { check: Who5Check; crisisLines?: ReactNode; embedded: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useMessages(who5Text);
  useEffect(() => {
    // The questions are gone: the person's place is the result (the top of the page on its own screen).
    if (!embedded) window.scrollTo?.({ top: 0 });
    heading.current?.focus();
  }, [embedded]);
  const Wrapper = embedded ? 'div' : Card;
  return (
    <Wrapper className="flex flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
        {t.yourResult} <span className="text-amber-200">{check.percentScore}</span> {t.outOf100}
      </h2>
      <Who5Reading percentScore={check.percentScore} crisisLines={crisisLines} headingLevel={3} />
      <Who5Scale />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={paths.wellbeing.getHref()} className={buttonVariants({ variant: embedded ? 'secondary' : 'primary' })}>
          {t.seeYourTrend}
        </Link>
        {embedded ? null : (
          <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'secondary' })}>
            {t.backHome}
          </Link>
        )}
      </div>
    </Wrapper>
  );
}

/**
 * The WHO-5 check's questions and, once stored, its result (docs/product.md#companions-wellbeing-checks-and-organisations, decision 034): five
 * questions about the last two weeks, each a group of the six official answers, nothing chosen
 * beforehand, all on one screen. The answers are kept in this tab while the person answers; the
 * score shows only once the server has stored the check (201), and a refusal or a lost connection
 * keeps every answer. `embedded`: inside a route's content, whose screen has its own title and way on.
 */
export function Who5CheckForm({ crisisLines, embedded = false, onSaved }: { crisisLines?: ReactNode; embedded?: boolean; onSaved?: () => void }) {
  const [answers, setAnswers] = useState<Who5Answers>(readWho5Draft);
  const [missing, setMissing] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Who5Check | null>(null);
  const record = useRecordWho5();
  const t = useMessages(who5Text);

  const answer = (index: number, value: number) => {
    const next = answers.map((current, i) => (i === index ? value : current));
    setAnswers(next);
    saveWho5Draft(next);
    setMissing((list) => list.filter((number) => number !== index + 1));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = answers.flatMap((value, index) => (value === null ? [index + 1] : []));
    setMissing(unanswered);
    if (unanswered.length > 0) {
      setError(null);
      document.querySelector<HTMLInputElement>(`#who5-item-${unanswered[0]} input`)?.focus();
      return;
    }
    setError(null);
    record.mutate(
      { answers: answers as number[] },
      {
        onSuccess: (check) => {
          clearWho5Draft();
          setSaved(check);
          onSaved?.();
        },
        onError: (caught) => {
          setError((caught instanceof ApiClientError && caught.firstMessage) || t.notSaved);
        },
      },
    );
  };

  if (saved) return <Result check={saved} crisisLines={crisisLines} embedded={embedded} />;
  const Wrapper = embedded ? 'div' : Card;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <p className="text-lg font-semibold text-ink">{WHO5_LEAD_IN}</p>
      {WHO5_ITEMS.map((_, index) => (
        <Wrapper key={index}>
          <Question index={index} value={answers[index] ?? null} onChange={(value) => answer(index, value)} invalid={missing.includes(index + 1)} />
        </Wrapper>
      ))}
      <div aria-live="polite" className="empty:hidden">
        {missing.length > 0 ? (
          <p role="alert" className="font-semibold text-rose-200">
            {missing.length === 1 ? t.missingOne({ number: missing[0]! }) : t.missingMany({ numbers: listNumbers(missing, t.and) })}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="font-semibold text-rose-200">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={record.isPending} className="self-stretch sm:self-start">
        {record.isPending ? t.saving : t.seeMyResult}
      </Button>
    </form>
  );
}

/** The check as its own screen (/wellbeing/check), offered from home. */
export function Who5CheckScreen({ crisisLines }: { crisisLines?: ReactNode }) {
  const [saved, setSaved] = useState(false);
  const t = useMessages(who5Text);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-amber-200">{t.questionnaire}</p>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t.checkTitle}</h1>
        {saved ? null : <p className="text-ink-muted">{t.checkIntro}</p>}
      </header>
      <Who5CheckForm crisisLines={crisisLines} onSaved={() => setSaved(true)} />
    </div>
  );
}
