import { parseJsonString, QuizData, QuizResponses, type QuizQuestion } from '@sendero/shared';
import { Check } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Markdown } from '@/components/markdown';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { contentsText } from '../contents.messages';

/** docs/product.md#learning: answers are saved 350 ms after the last change. */
export const QUIZ_SAVE_DEBOUNCE_MS = 350;

export type QuizAnswer = QuizResponses['responses'][number];
type Answers = Record<string, string>;
type SaveStatus = 'idle' | 'saving' | 'saved';

function initialAnswers(quizResponses: string | null): Answers {
  const parsed = parseJsonString(QuizResponses, quizResponses);
  return Object.fromEntries(parsed?.responses.map(({ questionId, answer }) => [questionId, answer]) ?? []);
}

/** The answers to send, in question order: every answerable question that has one. */
function toResponses(questions: QuizQuestion[], answers: Answers): QuizAnswer[] {
  return questions
    .filter((question) => question.type !== 'text' && answers[question.id] !== undefined)
    .map((question) => ({ questionId: question.id, answer: answers[question.id] ?? '' }));
}

function OpenQuestion({ question, value, onChange }: { question: QuizQuestion; value: string; onChange: (value: string) => void }) {
  const t = useMessages(contentsText);
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-ink">
        {question.question}
      </label>
      <textarea
        id={id}
        value={value}
        rows={4}
        placeholder={t.writeYourAnswer}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'w-full resize-y rounded-xl border border-navy-500 bg-navy-950/60 px-4 py-3 text-base text-ink placeholder:text-ink-muted/80',
          'focus-visible:border-amber-300 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-amber-300',
        )}
      />
    </div>
  );
}

function MultipleChoiceQuestion({ question, value, onChange }: { question: QuizQuestion; value: string; onChange: (value: string) => void }) {
  const name = useId();
  // The editor starts a question with empty options: those are not choices.
  const options = question.options.filter((option) => option.trim() !== '');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-ink">{question.question}</legend>
      {options.map((option, index) => {
        const checked = value === option;
        return (
          <label
            key={`${index}-${option}`}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-300',
              checked ? 'border-amber-400 bg-amber-400/10 text-ink' : 'border-navy-600 bg-navy-950/40 text-ink hover:border-navy-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={checked}
              onChange={() => onChange(option)}
              className="size-4 shrink-0 accent-amber-400 focus-visible:outline-none"
            />
            <span>{option}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

type QuizProps = {
  /** The content's quizData JSON string. */
  quizData: string | null;
  /** The interaction's quizResponses JSON string: the answers to start with. */
  quizResponses: string | null;
  onSave: (responses: QuizAnswer[]) => Promise<unknown>;
};

/**
 * A quiz (docs/product.md#learning): text questions are read, open ones written, multiple choice ones
 * picked. Answers are saved only after the person changes one, 350 ms after the last change;
 * a change still waiting when the screen closes is saved then.
 */
export function Quiz({ quizData, quizResponses, onSave }: QuizProps) {
  const t = useMessages(contentsText);
  const questions = useMemo(() => parseJsonString(QuizData, quizData)?.questions ?? [], [quizData]);
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(quizResponses));
  const [status, setStatus] = useState<SaveStatus>('idle');
  const saver = useRef<{ timer?: ReturnType<typeof setTimeout>; pending: QuizAnswer[] | null; onSave: QuizProps['onSave'] }>({
    pending: null,
    onSave,
  });

  useEffect(() => {
    saver.current.onSave = onSave;
  }, [onSave]);

  useEffect(() => {
    const state = saver.current;
    return () => {
      clearTimeout(state.timer);
      if (state.pending) void state.onSave(state.pending).catch(() => undefined);
      state.pending = null;
    };
  }, []);

  if (questions.length === 0) return null;

  const change = (questionId: string, answer: string) => {
    const next = { ...answers, [questionId]: answer };
    setAnswers(next);
    const state = saver.current;
    state.pending = toResponses(questions, next);
    clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      const responses = state.pending;
      state.pending = null;
      if (!responses) return;
      setStatus('saving');
      state
        .onSave(responses)
        .then(() => setStatus('saved'))
        .catch(() => setStatus('idle'));
    }, QUIZ_SAVE_DEBOUNCE_MS);
  };

  return (
    <div className="flex flex-col gap-6">
      <ol className="flex flex-col gap-6">
        {questions.map((question) => (
          <li key={question.id}>
            {question.type === 'text' ? (
              <Markdown content={question.question} />
            ) : question.type === 'open' ? (
              <OpenQuestion question={question} value={answers[question.id] ?? ''} onChange={(value) => change(question.id, value)} />
            ) : (
              <MultipleChoiceQuestion question={question} value={answers[question.id] ?? ''} onChange={(value) => change(question.id, value)} />
            )}
          </li>
        ))}
      </ol>
      <p role="status" className="flex min-h-5 items-center justify-end gap-1.5 text-sm text-ink-muted">
        {status === 'saved' ? (
          <>
            <Check aria-hidden="true" className="size-4 text-amber-300" />
            {t.saved}
          </>
        ) : status === 'saving' ? (
          t.saving
        ) : null}
      </p>
    </div>
  );
}
