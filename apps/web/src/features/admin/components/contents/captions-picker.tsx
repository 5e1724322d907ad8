import { DEFAULT_UPLOAD_LIMITS_MB } from '@sendero/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

const CAPTIONS_MAX_BYTES = DEFAULT_UPLOAD_LIMITS_MB.captions * 1024 * 1024;
export const CAPTIONS_WRONG_FILE = 'Elige un archivo de subtítulos WebVTT (.vtt) de hasta 1 MB.';

type CaptionsPickerProps = {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The captions already saved, until removed here. */
  savedUrl: string | null;
  onRemoveSaved: () => void;
  disabled?: boolean;
};

/** An optional WebVTT file for a video; the server checks it again (it must start with «WEBVTT»). */
export function CaptionsPicker({ file, onFileChange, savedUrl, onRemoveSaved, disabled }: CaptionsPickerProps) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Subtítulos (opcional)</Label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        Un archivo WebVTT (.vtt) en español: se muestran en el video para quien no puede oírlo.
      </p>
      <input
        id={id}
        type="file"
        accept=".vtt,text/vtt"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-navy-700 file:px-4 file:font-semibold file:text-ink"
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0] ?? null;
          const wrong = picked && (!picked.name.toLowerCase().endsWith('.vtt') || picked.size > CAPTIONS_MAX_BYTES);
          setError(wrong ? CAPTIONS_WRONG_FILE : undefined);
          onFileChange(wrong ? null : picked);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {savedUrl && !file ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <a href={savedUrl} className="underline underline-offset-4">
            Subtítulos guardados
          </a>
          <Button type="button" variant="ghost" size="sm" onClick={onRemoveSaved} disabled={disabled}>
            Quitar subtítulos
          </Button>
        </div>
      ) : null}
    </div>
  );
}
