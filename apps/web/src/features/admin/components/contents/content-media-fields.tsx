import { ALT_TEXT_MAX, contentFileKind, type ContentType } from '@sendero/shared';
import type { UseFormReturn } from 'react-hook-form';
import { TextareaField } from '@/components/ui/form-field';
import { useMessages } from '@/lib/i18n';
import { FilePicker, type FileKind } from '../file-picker';
import { adminText } from '../messages';
import { CaptionsPicker } from './captions-picker';
import type { ContentFormValues } from './content-form-values';
import { SubtitlesEditor } from './subtitles-editor';
import type { ContentFiles } from './use-content-files';

const fileLabels: Record<FileKind, string> = { audio: 'Archivo de audio', video: 'Archivo de video', image: 'Imagen' };

type ContentMediaFieldsProps = {
  form: UseFormReturn<ContentFormValues>;
  type: ContentType;
  files: ContentFiles;
  /** Changed to remount the pickers, which hold their own state, when the form is cleared. */
  resetKey: number;
  disabled: boolean;
};

/** What goes with a file: the file itself, an image's alternative text, an audio's subtitles, a video's captions. */
export function ContentMediaFields({ form, type, files, resetKey, disabled }: ContentMediaFieldsProps) {
  const t = useMessages(adminText);
  const kind = contentFileKind[type];
  return (
    <>
      {kind ? (
        <FilePicker
          key={`file-${resetKey}`}
          kind={kind}
          label={fileLabels[kind]}
          file={files.file}
          onFileChange={files.onFileChange}
          currentUrl={files.savedFileUrl}
          error={files.fileError}
          disabled={disabled}
        />
      ) : null}

      {type === 'IMAGE' ? (
        <TextareaField
          label="Texto alternativo"
          hint={t.contentImageAltHint}
          required
          rows={3}
          maxLength={ALT_TEXT_MAX}
          error={form.formState.errors.fileAlt?.message}
          {...form.register('fileAlt')}
        />
      ) : null}

      {type === 'AUDIO' ? <SubtitlesEditor form={form} disabled={disabled} /> : null}

      {type === 'VIDEO' ? (
        <CaptionsPicker
          key={`captions-${resetKey}`}
          file={files.captions}
          onFileChange={files.setCaptions}
          savedUrl={files.savedCaptionsUrl}
          onRemoveSaved={files.removeSavedCaptions}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}
