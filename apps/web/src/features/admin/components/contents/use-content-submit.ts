import type { Content } from '@sendero/shared';
import { useState, type FormEvent, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiClientError } from '@/lib/api-client';
import { useSaveContentMutation } from '../../api/save-content';
import { chosenSaveMode, type SaveMode } from '../save-buttons';
import { initialValues, toContentPayload, type ContentFormValues } from './content-form-values';
import type { ContentFiles } from './use-content-files';

type ContentSubmitOptions = {
  /** The content being edited; absent when creating. */
  content: Content | undefined;
  form: UseFormReturn<ContentFormValues>;
  files: ContentFiles;
  /** The quiz editor's pending change, applied before the values are read. */
  flushQuiz: RefObject<(() => void) | null>;
  onDone: () => void;
  /** After 'Guardar y añadir otra': remount what holds its own state (file input, quiz editor). */
  remountInputs: () => void;
};

/** The form's submit: checks the file, sends the content (then a VIDEO's captions), and says how it went. */
export function useContentSubmit({ content, form, files, flushQuiz, onDone, remountInputs }: ContentSubmitOptions) {
  const isEdit = Boolean(content);
  const saveContent = useSaveContentMutation();
  const [serverError, setServerError] = useState<string | undefined>();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);

  const save = async (values: ContentFormValues, chosenMode: SaveMode) => {
    if (files.showMissingFile()) return;
    setServerError(undefined);
    try {
      let saved = await saveContent.mutateAsync({
        contentId: content?.id,
        payload: toContentPayload(values, { withRouteId: !isEdit }),
        file: files.file,
        onProgress: files.file ? setUploadPercent : undefined,
      });
      if (values.type === 'VIDEO' && saved) saved = await files.saveCaptions(saved);
      toast.success(isEdit ? 'Contenido actualizado correctamente' : 'Contenido creado correctamente');
      if (chosenMode === 'save') {
        onDone();
        return;
      }
      files.afterSaveAndStay(saved, isEdit);
      if (!isEdit) {
        // A blank form for the next content, in the same route.
        form.reset(initialValues(undefined, values.routeId));
        form.setFocus('title');
      }
      remountInputs();
    } catch (error) {
      const message = error instanceof ApiClientError ? error.firstMessage : undefined;
      if (error instanceof ApiClientError && [400, 413, 415].includes(error.status)) setServerError(message);
      toast.error('Error al crear o editar contenido', { description: message });
    } finally {
      setUploadPercent(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const chosenMode = chosenSaveMode(event);
    // The quiz editor waits 350 ms before applying a change: apply it now.
    flushQuiz.current?.();
    void form.handleSubmit(
      (values) => save(values, chosenMode),
      () => files.showMissingFile(),
    )(event);
  };

  return { onSubmit, serverError, uploadPercent };
}
