import { CreateDiaryPromptBody, DIARY_PROMPT_MAX_LENGTH, type AdminDiaryPrompt, type Feeling } from '@sendero/shared';
import { PenLine } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { SelectField, TextareaField } from '@/components/ui/form-field';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { feelings } from '@/lib/feelings';
import { useAddDiaryPrompt, useAdminDiaryPrompts, useSetDiaryPromptRetired } from '../../api/diary-prompts';
import { AdminPageHeader } from '../admin-page-header';
import { couldNotLoad, EmptyCard, ListState } from '../list-state';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

const failure = (error: unknown, fallback: string) => (error instanceof ApiClientError && error.firstMessage) || fallback;

/** A select's value for "any feeling" (a prompt whose feeling is null). */
const ANY = 'ANY';
type FeelingChoice = Feeling | typeof ANY;
const feelingChoices: { value: FeelingChoice; label: string }[] = [
  { value: ANY, label: 'Cualquier sentimiento' },
  ...feelings.map((feeling) => ({ value: feeling.value, label: feeling.label })),
];
const choiceOf = (prompt: AdminDiaryPrompt): FeelingChoice => prompt.feeling ?? ANY;

function AddPromptForm({ feeling, onFeelingChange }: { feeling: FeelingChoice; onFeelingChange: (feeling: FeelingChoice) => void }) {
  const t = useMessages(adminText);
  const add = useAddDiaryPrompt();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = CreateDiaryPromptBody.safeParse({ feeling: feeling === ANY ? null : feeling, text });
    if (!body.success) return setError(body.error.issues[0]?.message);
    setError(undefined);
    try {
      await add.mutateAsync(body.data);
      setText('');
      toast.success('Pregunta añadida.');
    } catch (caught) {
      setError(failure(caught, t.promptNotAdded));
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate aria-labelledby="add-prompt-title">
        <CardTitle id="add-prompt-title">{t.addPromptTitle}</CardTitle>
        <SelectField label="Sentimiento" value={feeling} onChange={(event) => onFeelingChange(event.target.value as FeelingChoice)}>
          {feelingChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label="Pregunta nueva"
          hint={`Breve y amable, con tú. Hasta ${DIARY_PROMPT_MAX_LENGTH} caracteres.`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          rows={3}
        />
        <Button type="submit" className="self-start" disabled={add.isPending}>
          {t.addPrompt}
        </Button>
      </form>
    </Card>
  );
}

function PromptItem({ prompt }: { prompt: AdminDiaryPrompt }) {
  const setRetired = useSetDiaryPromptRetired();
  const retired = prompt.retiredAt !== null;
  const toggle = async () => {
    try {
      await setRetired.mutateAsync({ id: prompt.id, retired: !retired });
      toast.success(retired ? 'La pregunta vuelve a mostrarse.' : 'Pregunta retirada.');
    } catch (caught) {
      toast.error(failure(caught, 'No se pudieron guardar los cambios.'));
    }
  };
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-2xl border p-3 sm:flex-row sm:items-center sm:justify-between',
        retired ? 'border-navy-700 bg-navy-900' : 'border-navy-600 bg-navy-800',
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className={cn('break-words', retired ? 'text-ink-muted line-through' : 'text-ink')}>{prompt.text}</p>
        <p className="flex flex-wrap gap-2">
          {prompt.builtin ? <Badge>Incluida en Sendero</Badge> : <Badge variant="success">Añadida</Badge>}
          {retired ? <Badge variant="primary">Retirada</Badge> : null}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        disabled={setRetired.isPending}
        onClick={() => void toggle()}
        aria-label={`${retired ? 'Volver a mostrar' : 'Retirar'}: ${prompt.text}`}
      >
        {retired ? 'Volver a mostrar' : 'Retirar'}
      </Button>
    </li>
  );
}

/** /admin/diary-prompts: the prompts under the diary's box, by feeling; add one, retire one or bring it back (decision 043). */
export function AdminDiaryPromptsScreen() {
  const prompts = useAdminDiaryPrompts();
  const [feeling, setFeeling] = useState<FeelingChoice>(ANY);

  return (
    <>
      <AdminPageHeader title="Preguntas del diario">
        Se muestran bajo el texto del diario, por si ayudan a empezar a escribir. Una pregunta retirada deja de mostrarse, pero se guarda.
      </AdminPageHeader>
      <div className="flex flex-col gap-6">
        <AddPromptForm feeling={feeling} onFeelingChange={setFeeling} />
        <ListState query={prompts} loading="Cargando preguntas..." failed={couldNotLoad('las preguntas')}>
          {(all) => {
            const shown = all.filter((prompt) => choiceOf(prompt) === feeling);
            const live = shown.filter((prompt) => prompt.retiredAt === null).length;
            return (
              <section aria-labelledby="prompt-list-title" className="flex flex-col gap-3">
                <SelectField label="Ver las preguntas de" value={feeling} onChange={(event) => setFeeling(event.target.value as FeelingChoice)}>
                  {feelingChoices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label} ({all.filter((prompt) => choiceOf(prompt) === choice.value).length})
                    </option>
                  ))}
                </SelectField>
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <h2 id="prompt-list-title" className="text-xl font-bold">
                    {feelingChoices.find((choice) => choice.value === feeling)?.label}
                  </h2>
                  <p className="text-sm text-ink-muted">
                    {live} {live === 1 ? 'se muestra' : 'se muestran'}, {shown.length - live} {shown.length - live === 1 ? 'retirada' : 'retiradas'}
                  </p>
                </div>
                {shown.length === 0 ? (
                  <EmptyCard icon={PenLine} title="Todavía no hay preguntas para este sentimiento." />
                ) : (
                  <ul className="flex flex-col gap-2">
                    {shown.map((prompt) => (
                      <PromptItem key={prompt.id} prompt={prompt} />
                    ))}
                  </ul>
                )}
              </section>
            );
          }}
        </ListState>
      </div>
    </>
  );
}
