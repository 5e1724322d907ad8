import { FileUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import type { ContentFormValues } from './content-form-values';
import { formatTime, parseSubtitleFile, readTime, rowsFromSubtitles, SUBTITLE_FILE_MAX_BYTES, subtitleMessages, type SubtitleRow } from './subtitles';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

type SubtitleRowFieldsProps = {
  form: UseFormReturn<ContentFormValues>;
  index: number;
  disabled?: boolean;
  onRemove: () => void;
};

/** One line of the transcript: start, end and text, each named with the line's number, and its remove button. */
function SubtitleRowFields({ form, index, disabled, onRemove }: SubtitleRowFieldsProps) {
  const rowErrors = form.formState.errors.subtitles?.[index];
  const timeField = (part: 'start' | 'end', label: string) => (
    <FormField
      label={label}
      aria-label={`${label} del subtítulo ${index + 1}`}
      inputMode="decimal"
      autoComplete="off"
      error={rowErrors?.[part]?.message}
      disabled={disabled}
      {...form.register(`subtitles.${index}.${part}`)}
    />
  );
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-2xl border border-navy-600 bg-navy-950/40 p-3 sm:grid-cols-[8rem_8rem_1fr_auto]">
      <legend className="sr-only">Subtítulo {index + 1}</legend>
      {timeField('start', 'Inicio')}
      {timeField('end', 'Fin')}
      <div className="col-span-2 sm:col-span-1">
        <FormField
          label="Texto"
          aria-label={`Texto del subtítulo ${index + 1}`}
          error={rowErrors?.text?.message}
          disabled={disabled}
          {...form.register(`subtitles.${index}.text`)}
        />
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="col-span-2 justify-self-end sm:col-span-1 sm:self-end"
        aria-label={`Quitar el subtítulo ${index + 1}`}
        disabled={disabled}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </fieldset>
  );
}

type ImportResult = { ok: boolean; message: string };

/** Reads an .srt or .vtt file into rows for `replace`; `imported` says how it went. */
function useSubtitleFileImport(replace: (rows: SubtitleRow[]) => void) {
  const [imported, setImported] = useState<ImportResult | null>(null);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > SUBTITLE_FILE_MAX_BYTES) return setImported({ ok: false, message: subtitleMessages.fileTooLarge });
    try {
      const cues = parseSubtitleFile(await file.text());
      if (cues.length === 0) return setImported({ ok: false, message: subtitleMessages.fileEmpty });
      replace(rowsFromSubtitles(cues));
      setImported({
        ok: true,
        message: cues.length === 1 ? `Se importó 1 subtítulo de «${file.name}».` : `Se importaron ${cues.length} subtítulos de «${file.name}».`,
      });
    } catch {
      setImported({ ok: false, message: subtitleMessages.fileUnreadable });
    }
  };

  return { imported, importFile };
}

/**
 * The file input for an import, hidden but focusable, and the label drawn as a button for it
 * (the label is hidden from assistive technology: the input carries the name).
 */
function SubtitleFileInput({ id, disabled, onFile }: { id: string; disabled?: boolean; onFile: (file: File | undefined) => void }) {
  return (
    <>
      <input
        id={id}
        type="file"
        accept=".srt,.vtt,text/vtt,application/x-subrip"
        className="peer sr-only"
        aria-label="Importar subtítulos (.srt o .vtt)"
        disabled={disabled}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={cn(
          buttonVariants({ variant: 'secondary', size: 'sm' }),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-amber-300 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        <FileUp aria-hidden="true" />
        Importar .srt o .vtt
      </label>
    </>
  );
}

type SubtitlesEditorProps = {
  /** The content form: this editor owns its `subtitles` rows. */
  form: UseFormReturn<ContentFormValues>;
  disabled?: boolean;
};

/**
 * An audio's transcript as rows of start, end and text (docs/product.md#learning subtitles), instead of raw JSON;
 * an .srt or .vtt file is read here in the browser and replaces the rows.
 */
export function SubtitlesEditor({ form, disabled }: SubtitlesEditorProps) {
  const t = useMessages(adminText);
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: 'subtitles' });
  const importId = useId();
  const { imported, importFile } = useSubtitleFileImport(replace);

  const addRow = () => {
    // A new line starts where the last one ended.
    const last = fields.length > 0 ? readTime(form.getValues(`subtitles.${fields.length - 1}.end`)) : 0;
    append({ start: formatTime(last ?? 0), end: '', text: '' }, { shouldFocus: false });
  };

  return (
    <section aria-labelledby={`${importId}-title`} className="flex flex-col gap-3">
      <div>
        <h2 id={`${importId}-title`} className="text-lg font-bold">
          Subtítulos
        </h2>
        <p className="text-sm text-ink-muted">
          Opcionales. Cada fila es una línea del audio, con su inicio y su final en minutos y segundos (1:05,5). Puedes importar un archivo .srt o .vtt.
        </p>
      </div>
      {fields.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <li key={field.id}>
              <SubtitleRowFields form={form} index={index} disabled={disabled} onRemove={() => remove(index)} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-muted">Aún no hay subtítulos.</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={addRow} disabled={disabled}>
          <Plus aria-hidden="true" />
          {t.addSubtitle}
        </Button>
        <SubtitleFileInput id={importId} disabled={disabled} onFile={(file) => void importFile(file)} />
      </div>
      <div role="status" aria-live="polite">
        {imported ? <p className={cn('text-sm', imported.ok ? 'text-ink-muted' : 'text-danger')}>{imported.message}</p> : null}
      </div>
    </section>
  );
}
