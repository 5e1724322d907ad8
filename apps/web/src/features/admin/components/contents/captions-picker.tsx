import { DEFAULT_UPLOAD_LIMITS_MB } from '@sendero/shared';
import { useId, useState } from 'react';
import { Upload } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

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
      {/* The native control's own text follows the browser's language: a Spanish one stands in (as in FilePicker). */}
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-navy-500 bg-navy-950/60 p-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-300 has-[[aria-invalid]]:border-danger">
        <input
          id={id}
          type="file"
          accept=".vtt,text/vtt"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="peer sr-only"
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0] ?? null;
            const wrong = picked && (!picked.name.toLowerCase().endsWith('.vtt') || picked.size > CAPTIONS_MAX_BYTES);
            setError(wrong ? CAPTIONS_WRONG_FILE : undefined);
            onFileChange(wrong ? null : picked);
          }}
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'cursor-pointer peer-disabled:cursor-not-allowed peer-disabled:opacity-60')}
        >
          <Upload aria-hidden="true" />
          Elegir archivo .vtt
        </label>
        <span aria-hidden="true" className="min-w-0 text-sm break-all text-ink-muted">
          {file ? file.name : 'Ningún archivo elegido'}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {savedUrl && !file ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <a href={savedUrl} className="inline-flex min-h-11 items-center underline underline-offset-4">
            Subtítulos guardados
          </a>
          <Button type="button" variant="ghost" onClick={onRemoveSaved} disabled={disabled}>
            Quitar subtítulos
          </Button>
        </div>
      ) : null}
    </div>
  );
}
