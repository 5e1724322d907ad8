import { contentFileIssues, type Content, type ContentType } from '@sendero/shared';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiClientError } from '@/lib/api-client';
import { removeCaptions, uploadCaptions } from '../../api/save-captions';
import type { ContentFormValues } from './content-form-values';
import { readMediaDuration } from './media-duration';

/**
 * What the content form holds beside its values: the content's file (newly picked, or the saved
 * one kept) and a VIDEO's captions. Picking an audio or a video fills in the form's duration.
 */
export function useContentFiles(content: Content | undefined, form: UseFormReturn<ContentFormValues>, type: ContentType) {
  const [file, setFile] = useState<File | null>(null);
  const [savedFileUrl, setSavedFileUrl] = useState<string | null>(content?.file?.url ?? null);
  const [fileError, setFileError] = useState<string | undefined>();
  // A VIDEO's captions: a new WebVTT file to send, or the saved one (null once removed here).
  const [captions, setCaptions] = useState<File | null>(null);
  const [savedCaptionsUrl, setSavedCaptionsUrl] = useState<string | null>(content?.captionsUrl ?? null);
  // The latest file whose duration is being read: a slower, older read must not win.
  const durationFor = useRef<File | null>(null);

  /** Shows (or clears) the file's error, and answers it: a type that needs a file has none. */
  const showMissingFile = () => {
    const message = contentFileIssues(type, { sent: Boolean(file), kept: Boolean(savedFileUrl) })[0]?.message;
    setFileError(message);
    return message;
  };

  const onFileChange = (picked: File | null) => {
    setFile(picked);
    setFileError(undefined);
    durationFor.current = picked;
    if (picked && (type === 'AUDIO' || type === 'VIDEO')) {
      readMediaDuration(picked, type === 'AUDIO' ? 'audio' : 'video')
        .then((seconds) => {
          if (durationFor.current === picked) form.setValue('duration', seconds, { shouldValidate: true, shouldDirty: true });
        })
        .catch((error: unknown) => console.error('Could not read the media duration', error));
    }
  };

  /** Another type starts from no file and no captions. */
  const clearFiles = () => {
    setCaptions(null);
    setFile(null);
    setSavedFileUrl(null);
    setFileError(undefined);
    durationFor.current = null;
  };

  /** After the content is stored: sends a newly picked captions file, or removes the saved one. */
  // The video is stored by then: a failure here says so and leaves the captions to a later edit,
  // rather than a retry that would create the content a second time.
  const saveCaptions = async (saved: Content): Promise<Content> => {
    try {
      if (captions) return await uploadCaptions(saved.id, captions);
      if (saved.captionsUrl && !savedCaptionsUrl) return await removeCaptions(saved.id);
    } catch (error) {
      toast.error('El video se guardó, pero sus subtítulos no', { description: error instanceof ApiClientError ? error.firstMessage : undefined });
    }
    return saved;
  };

  /** After 'Guardar y añadir otra': nothing is picked any more. */
  const afterSaveAndStay = (saved: Content | undefined, isEdit: boolean) => {
    setFile(null);
    setCaptions(null);
    durationFor.current = null;
    // While editing it stays on this content, as saved; a blank form for the next one has nothing saved.
    setSavedFileUrl(isEdit ? (saved?.file?.url ?? savedFileUrl) : null);
    setSavedCaptionsUrl(isEdit ? (saved?.captionsUrl ?? null) : null);
  };

  return {
    file,
    savedFileUrl,
    fileError,
    captions,
    setCaptions,
    savedCaptionsUrl,
    removeSavedCaptions: () => setSavedCaptionsUrl(null),
    showMissingFile,
    onFileChange,
    clearFiles,
    saveCaptions,
    afterSaveAndStay,
  };
}

export type ContentFiles = ReturnType<typeof useContentFiles>;
