import { parseJsonString, QUIZ_QUESTION_ID_LENGTH, QuizData, quizIssues, type QuestionType, type QuizIssue, type QuizQuestion } from '@sendero/shared';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, TextareaField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

/** docs/product.md#learning: the editor's changes reach the form after a 350 ms pause. */
export const QUIZ_EDITOR_DEBOUNCE_MS = 350;
/** docs/product.md#learning: a new multiple-choice question starts with three empty options. */
export const NEW_CHOICE_OPTIONS = 3;
const MIN_CHOICE_OPTIONS = 2;

export const questionTypeLabels: Record<QuestionType, string> = {
  text: 'Texto',
  open: 'Pregunta abierta',
  multiple_choice: 'Opción múltiple',
};

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random 6-character id not yet used in this quiz (docs/product.md#learning). */
export function newQuestionId(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(QUIZ_QUESTION_ID_LENGTH));
    const id = Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
    if (!taken.has(id)) return id;
  }
}

export function newQuestion(type: QuestionType, taken: ReadonlySet<string>): QuizQuestion {
  return { id: newQuestionId(taken), type, question: '', options: type === 'multiple_choice' ? Array<string>(NEW_CHOICE_OPTIONS).fill('') : [] };
}

export const serializeQuiz = (questions: QuizQuestion[]) => JSON.stringify({ questions } satisfies QuizData);

type QuestionEditorProps = {
  question: QuizQuestion;
  position: number;
  total: number;
  onChange: (question: QuizQuestion) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  /** This question's problems, shown beside their fields once the form was sent. */
  issues: QuizIssue[];
};

function QuestionEditor({ question, position, total, onChange, onMove, onRemove, issues }: QuestionEditorProps) {
  const t = useMessages(adminText);
  const optionErrorId = useId();
  const textError = issues.find((issue) => issue.field === 'question')?.message;
  const optionsError = issues.find((issue) => issue.field === 'options' && issue.optionIndex === undefined)?.message;
  const optionError = (index: number) => issues.find((issue) => issue.optionIndex === index)?.message;
  const setOption = (index: number, value: string) => onChange({ ...question, options: question.options.map((option, i) => (i === index ? value : option)) });
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-navy-600 bg-navy-950/40 p-4">
      <legend className="sr-only">
        Pregunta {position}: {questionTypeLabels[question.type]}
      </legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-hidden="true" className="font-bold">
          {position}. {questionTypeLabels[question.type]}
        </p>
        <div className="flex">
          <Button variant="ghost" size="icon" aria-label={`Subir la pregunta ${position}`} disabled={position === 1} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Bajar la pregunta ${position}`} disabled={position === total} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Quitar la pregunta ${position}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {question.type === 'text' ? (
        <TextareaField
          label="Texto (Markdown)"
          hint="Se muestra tal cual, sin respuesta."
          rows={4}
          error={textError}
          value={question.question}
          onChange={(event) => onChange({ ...question, question: event.target.value })}
        />
      ) : (
        <FormField
          label="Enunciado"
          error={textError}
          value={question.question}
          onChange={(event) => onChange({ ...question, question: event.target.value })}
        />
      )}
      {question.type === 'multiple_choice' ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold">Opciones (una es la elegida)</p>
          <ul className="flex flex-col gap-2">
            {question.options.map((option, index) => (
              // Options have no ids of their own; their position is their identity here.
              <li key={index} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Input
                  className="min-w-0 flex-1"
                  aria-label={`Opción ${index + 1} de la pregunta ${position}`}
                  aria-invalid={optionError(index) ? true : undefined}
                  aria-describedby={optionError(index) ? `${optionErrorId}-${index}` : undefined}
                  value={option}
                  onChange={(event) => setOption(index, event.target.value)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Quitar la opción ${index + 1} de la pregunta ${position}`}
                  disabled={question.options.length <= MIN_CHOICE_OPTIONS}
                  onClick={() => onChange({ ...question, options: question.options.filter((_, i) => i !== index) })}
                >
                  <X aria-hidden="true" />
                </Button>
                {optionError(index) ? (
                  <p id={`${optionErrorId}-${index}`} className="w-full text-sm text-danger">
                    {optionError(index)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {optionsError ? <p className="text-sm text-danger">{optionsError}</p> : null}
          <Button variant="link" className="w-fit" onClick={() => onChange({ ...question, options: [...question.options, ''] })}>
            <Plus aria-hidden="true" />
            {t.addOption}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

type QuizEditorProps = {
  /** The form's quizData when the editor opened. */
  initialQuizData: string;
  /** Receives the new quizData JSON string, 350 ms after the last change. */
  onChange: (quizData: string) => void;
  /** Set to a function that applies a pending change at once (before submitting). */
  flushRef?: RefObject<(() => void) | null>;
  /** After a send the form refused: each problem shows beside its field, and goes as it is fixed. */
  showErrors?: boolean;
};

export function QuizEditor({ initialQuizData, onChange, flushRef, showErrors = false }: QuizEditorProps) {
  const t = useMessages(adminText);
  const [questions, setQuestions] = useState<QuizQuestion[]>(() => parseJsonString(QuizData, initialQuizData)?.questions ?? []);
  const pending = useRef<QuizQuestion[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) onChange(serializeQuiz(pending.current));
    pending.current = null;
  }, [onChange]);

  useEffect(() => {
    if (flushRef) flushRef.current = flush;
  }, [flush, flushRef]);

  // Leaving the editor (the type changed, or the form was cleared) drops what was not applied.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (flushRef) flushRef.current = null;
    },
    [flushRef],
  );

  const update = (next: QuizQuestion[]) => {
    setQuestions(next);
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, QUIZ_EDITOR_DEBOUNCE_MS);
  };

  const add = (type: QuestionType) => update([...questions, newQuestion(type, new Set(questions.map((q) => q.id)))]);
  const move = (index: number, offset: -1 | 1) => {
    const target = index + offset;
    if (target < 0 || target >= questions.length) return;
    const next = [...questions];
    [next[index], next[target]] = [next[target]!, next[index]!];
    update(next);
  };

  // The same rules the server applies (packages/shared), so both say the same thing.
  const issues = showErrors ? quizIssues(questions) : [];
  const quizError = issues.find((issue) => issue.questionIndex === undefined)?.message;

  return (
    <section aria-labelledby="quiz-editor-title" className="flex flex-col gap-4">
      <div>
        <h2 id="quiz-editor-title" className="text-lg font-bold">
          Preguntas del cuestionario
        </h2>
        <p className="text-sm text-ink-muted">
          {questions.length === 0 ? t.noQuestions : `${questions.length} ${questions.length === 1 ? 'pregunta' : 'preguntas'}.`}
        </p>
        {quizError ? (
          <p role="alert" className="text-sm text-danger">
            {quizError}
          </p>
        ) : null}
      </div>
      {questions.length > 0 ? (
        <ol className="flex flex-col gap-4">
          {questions.map((question, index) => (
            <li key={question.id}>
              <QuestionEditor
                question={question}
                position={index + 1}
                total={questions.length}
                onChange={(changed) => update(questions.map((q) => (q.id === changed.id ? changed : q)))}
                onMove={(offset) => move(index, offset)}
                onRemove={() => update(questions.filter((q) => q.id !== question.id))}
                issues={issues.filter((issue) => issue.questionIndex === index)}
              />
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => add('text')}>
          <Plus aria-hidden="true" />
          {t.addText}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => add('open')}>
          <Plus aria-hidden="true" />
          {t.addOpenQuestion}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => add('multiple_choice')}>
          <Plus aria-hidden="true" />
          {t.addMultipleChoice}
        </Button>
      </div>
    </section>
  );
}
