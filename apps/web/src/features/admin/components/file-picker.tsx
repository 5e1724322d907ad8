import { authoringMessages, IMAGE_MIME_TYPES } from '@sendero/shared';
import { Upload, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { adminText } from './messages';

export type FileKind = 'image' | 'audio' | 'video';

const accepts: Record<FileKind, string> = { image: IMAGE_MIME_TYPES.join(','), audio: 'audio/*', video: 'video/*' };
const wrongTypeMessages: Record<FileKind, string> = {
  image: authoringMessages.imageOnly,
  audio: authoringMessages.audioOnly,
  video: authoringMessages.videoOnly,
};

/** `accept` is only a hint to the file dialog: the type is checked again here (docs/product.md#learning). */
export function isAcceptedFile(file: File, kind: FileKind): boolean {
  if (kind === 'image') return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  return file.type.startsWith(`${kind}/`);
}

/** A temporary URL for a picked file, released when the file changes or the picker goes away. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

function Preview({ kind, src, alt }: { kind: FileKind; src: string; alt: string }) {
  if (kind === 'image') return <img src={src} alt={alt} className="max-h-64 w-auto max-w-full rounded-2xl object-contain" />;
  if (kind === 'audio') return <audio controls src={src} aria-label={alt} className="w-full" />;
  return <video controls src={src} aria-label={alt} className="max-h-64 w-full rounded-2xl bg-black" />;
}

type FilePickerProps = {
  kind: FileKind;
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The file already saved, shown until another is picked. */
  currentUrl?: string | null;
  /** Offered for the saved file when it may be removed without replacing it. */
  onRemoveCurrent?: () => void;
  removeCurrentLabel?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
};

export function FilePicker({
  kind,
  label,
  file,
  onFileChange,
  currentUrl,
  onRemoveCurrent,
  removeCurrentLabel = 'Quitar archivo',
  error,
  hint,
  disabled,
}: FilePickerProps) {
  const t = useMessages(adminText);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const shownError = typeError ?? error;
  const describedBy = [hint ? `${id}-hint` : null, shownError ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  const pick = (picked: File | null) => {
    if (picked && !isAcceptedFile(picked, kind)) {
      setTypeError(wrongTypeMessages[kind]);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setTypeError(null);
    onFileChange(picked);
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setTypeError(null);
    onFileChange(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {/* The native control's own text follows the browser's language: a Spanish one stands in. */}
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-navy-500 bg-navy-950/60 p-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-300 has-[[aria-invalid]]:border-danger">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accepts[kind]}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={cn(buttonVariants({ size: 'sm' }), 'cursor-pointer peer-disabled:cursor-not-allowed peer-disabled:opacity-60')}
        >
          <Upload aria-hidden="true" />
          Elegir archivo
        </label>
        <span aria-hidden="true" className="min-w-0 text-sm break-all text-ink-muted">
          {file ? file.name : 'Ningún archivo elegido'}
        </span>
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {shownError}
        </p>
      ) : null}
      {file && previewUrl ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-navy-950/40 p-3">
          <Preview kind={kind} src={previewUrl} alt={`Vista previa: ${file.name}`} />
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-all text-ink-muted">{file.name}</span>
            <Button size="sm" variant="ghost" onClick={clear} disabled={disabled}>
              <X aria-hidden="true" />
              Quitar
            </Button>
          </div>
        </div>
      ) : currentUrl ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-navy-950/40 p-3">
          <Preview kind={kind} src={currentUrl} alt="Archivo actual" />
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-ink-muted">{t.currentFile}</span>
            {onRemoveCurrent ? (
              <Button size="sm" variant="ghost" onClick={onRemoveCurrent} disabled={disabled}>
                <X aria-hidden="true" />
                {removeCurrentLabel}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
