import {
  DIARY_DESCRIPTION_MAX_LENGTH,
  feelingOfFinerFeeling,
  finerFeelingLabel,
  UpdateDiaryEntryBody,
  type DiaryRecord,
  type Feeling,
  type FinerFeeling,
} from '@sendero/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AdviceLabel } from '@/components/advice-label';
import { FinerFeelingPicker } from '@/components/finer-feeling-picker';
import { Markdown } from '@/components/markdown';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { feelings, getFeeling } from '@/lib/feelings';
import { formatDateTime } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useDeleteDiaryEntry, useUpdateDiaryEntry } from '../api/change-entry';
import { recordsText } from '../records.messages';
import { RecordTags, TagPicker } from './tag-picker';
import { VoiceNotePlayer } from './voice-note-player';

const failure = (error: unknown, fallback: string) => (error instanceof ApiClientError ? (error.firstMessage ?? fallback) : fallback);

/** The record's feeling and words, changed in place; a new reply comes back for new words. */
function EditRecordForm({ record, onDone }: { record: DiaryRecord; onDone: () => void }) {
  const t = useMessages(recordsText);
  const [feeling, setFeeling] = useState<Feeling>(record.feeling);
  const [finer, setFiner] = useState<FinerFeeling | null>(record.finerFeeling);
  // A word belongs to one feeling: choosing another feeling leaves none until one is tapped.
  const finerFeeling = finer && feelingOfFinerFeeling(finer) === feeling ? finer : null;
  const [description, setDescription] = useState(record.description);
  const [tags, setTags] = useState<string[]>(record.tags);
  const [removeVoiceNote, setRemoveVoiceNote] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateDiaryEntry();
  const textId = useId();
  const errorId = `${textId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tagsChanged = tags.join('\n') !== record.tags.join('\n');
    const finerChanged = finerFeeling !== record.finerFeeling;
    // Unchanged words and feeling are not sent, so changing only the tags or removing only the
    // recording keeps the reply as it is.
    const wordsChanged = feeling !== record.feeling || description.trim() !== record.description;
    const body = UpdateDiaryEntryBody.safeParse({
      ...(wordsChanged || (!tagsChanged && !removeVoiceNote && !finerChanged) ? { feeling, description } : {}),
      ...(finerChanged ? { finerFeeling } : {}),
      ...(tagsChanged ? { tags } : {}),
      ...(removeVoiceNote ? { audioUrl: '' } : {}),
    });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? t.checkWhatYouWrote);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ id: record.id, body: body.data });
      toast.success(t.entryUpdated);
      onDone();
    } catch (caught) {
      setError(failure(caught, t.saveFailed));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-4" aria-label={t.editEntry}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{t.howDidYouFeel}</legend>
        <div className="flex flex-wrap gap-2">
          {feelings.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-amber-300',
                feeling === option.value ? 'border-amber-300 bg-amber-400/15 text-amber-100' : 'border-navy-500 text-ink',
              )}
            >
              <input
                type="radio"
                name={`feeling-${record.id}`}
                value={option.value}
                checked={feeling === option.value}
                onChange={() => setFeeling(option.value)}
                className="sr-only"
              />
              <span aria-hidden="true">{option.emoji}</span>
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FinerFeelingPicker feeling={feeling} value={finerFeeling} onChange={setFiner} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={textId}>{t.whatHappened}</Label>
        <Textarea
          id={textId}
          value={description}
          maxLength={DIARY_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <TagPicker value={tags} onChange={setTags} />
      {record.audioUrl ? (
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={removeVoiceNote} onChange={(event) => setRemoveVoiceNote(event.target.checked)} className="size-4 accent-amber-400" />
          {t.removeVoiceNote}
        </label>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? t.saving : t.saveChanges}
        </Button>
      </div>
    </form>
  );
}

/** One diary record: feeling, what happened, the advice and when (docs/product.md#diary Diary card); it can be edited or deleted. */
export function RecordCard({ record }: { record: DiaryRecord }) {
  const t = useMessages(recordsText);
  const feeling = getFeeling(record.feeling);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteDiaryEntry();
  const when = formatDateTime(record.createdAt);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(record.id);
      toast.success(t.entryDeleted);
    } catch (caught) {
      toast.error(failure(caught, t.deleteFailed));
      throw caught;
    }
  };

  return (
    <article className="rounded-2xl border border-navy-600 bg-navy-800 p-4 shadow-sm">
      <header className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <span aria-hidden="true" className={cn('grid size-9 place-items-center rounded-full text-lg', feeling.colorClass)}>
            {feeling.emoji}
          </span>
          {feeling.label}
          {record.finerFeeling ? <span className="whitespace-nowrap font-normal text-ink-muted">· {finerFeelingLabel(record.finerFeeling)}</span> : null}
        </p>
        <time dateTime={record.createdAt} className="text-right text-xs text-ink-muted">
          {when}
        </time>
      </header>
      {editing ? (
        <EditRecordForm record={record} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="mt-3 whitespace-pre-wrap break-words text-ink">{record.description}</p>
          <RecordTags tags={record.tags} />
          {record.audioUrl ? <VoiceNotePlayer audioUrl={record.audioUrl} label={t.voiceNoteOf({ when })} /> : null}
          {record.advice?.trim() ? (
            <section aria-label={t.comment} className="mt-3 rounded-xl bg-navy-950/50 p-3">
              <h3 className="mb-1 text-sm font-semibold text-amber-200">{t.commentHeading}</h3>
              <Markdown content={record.advice} />
              <div className="mt-2">
                <AdviceLabel source={record.adviceSource} />
              </div>
            </section>
          ) : null}
          <div className="mt-3 flex justify-end gap-1">
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={t.editEntryOf({ when })}>
              <Pencil aria-hidden="true" />
              {t.edit}
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" className="text-red-200" aria-label={t.deleteEntryOf({ when })}>
                  <Trash2 aria-hidden="true" />
                  {t.delete}
                </Button>
              }
              title={t.deleteTitle}
              description={record.audioUrl ? t.deleteWithVoiceNote : t.deleteWithoutVoiceNote}
              confirmLabel={t.yesDelete}
              onConfirm={confirmDelete}
            />
          </div>
        </>
      )}
    </article>
  );
}
