import { zodResolver } from '@hookform/resolvers/zod';
import { contentFileKind, type Content, type Route } from '@sendero/shared';
import { useCallback, useReducer, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { SaveButtons } from '../save-buttons';
import { UploadProgress } from '../upload-progress';
import { NoteField, PointsAndDurationFields, ReadingField, RouteField, TypeField } from './content-form-fields';
import { ContentFormSchema, initialValues, type ContentFormValues } from './content-form-values';
import { ContentMediaFields } from './content-media-fields';
import { QuizEditor } from './quiz-editor';
import { useContentFiles } from './use-content-files';
import { useContentSubmit } from './use-content-submit';

type ContentFormProps = {
  /** The content being edited; absent when creating. */
  content?: Content;
  /** Every route, for the route picker. */
  routes: Route[];
  /** When the form was opened inside a route: the route is fixed and shown, not picked. */
  fixedRouteId?: string;
  onDone: () => void;
};

export function ContentForm({ content, routes, fixedRouteId, onDone }: ContentFormProps) {
  const form = useForm<ContentFormValues>({
    resolver: zodResolver(ContentFormSchema),
    defaultValues: initialValues(content, fixedRouteId ?? ''),
  });
  const { errors, isSubmitting } = form.formState;
  const [type, text, duration] = useWatch({ control: form.control, name: ['type', 'content', 'duration'] });
  const flushQuiz = useRef<(() => void) | null>(null);
  // Bumped to remount what holds its own state (file input, quiz editor) when the form is cleared.
  const [resetKey, remountInputs] = useReducer((key: number) => key + 1, 0);
  const files = useContentFiles(content, form, type);
  const { onSubmit, serverError, uploadPercent } = useContentSubmit({ content, form, files, flushQuiz, onDone, remountInputs });

  const setQuizData = useCallback((quizData: string) => form.setValue('quizData', quizData, { shouldDirty: true }), [form]);

  const onTypeChange = () => {
    // docs/product.md#learning: another type starts from an empty file, text and quiz.
    form.setValue('content', '');
    form.setValue('quizData', '');
    form.setValue('subtitles', []);
    form.setValue('fileAlt', '');
    form.clearErrors(['content', 'quizData', 'subtitles', 'fileAlt']);
    files.clearFiles();
    remountInputs();
  };

  return (
    <Card className="mx-auto w-full max-w-3xl">
      <form noValidate aria-busy={isSubmitting} className="flex flex-col gap-5" onSubmit={onSubmit}>
        <RouteField form={form} routes={routes} locked={Boolean(content) || Boolean(fixedRouteId)} />
        <FormField label="Título" required maxLength={200} error={errors.title?.message} {...form.register('title')} />
        <TypeField form={form} onTypeChange={onTypeChange} />
        <PointsAndDurationFields form={form} duration={duration} fileKind={contentFileKind[type]} />

        {type === 'READING' ? <ReadingField form={form} text={text} /> : null}
        <ContentMediaFields form={form} type={type} files={files} resetKey={resetKey} disabled={isSubmitting} />

        {type === 'AUDIO' || type === 'VIDEO' ? <NoteField form={form} label="Notas (opcional)" /> : null}
        {type === 'IMAGE' ? <NoteField form={form} label="Pie de imagen (opcional)" /> : null}
        {type === 'WELLBEING_CHECK' ? (
          <>
            <p className="text-sm text-ink-muted">
              Se muestran las cinco preguntas oficiales del cuestionario de bienestar WHO-5, sin cambios. La puntuación se calcula sola y se guarda en «Tu
              bienestar» de quien responde.
            </p>
            <NoteField form={form} label="Introducción (opcional)" />
          </>
        ) : null}

        {type === 'QUIZ' ? (
          <QuizEditor
            key={`quiz-${resetKey}`}
            initialQuizData={form.getValues('quizData')}
            onChange={setQuizData}
            flushRef={flushQuiz}
            showErrors={Boolean(errors.quizData)}
          />
        ) : null}

        {uploadPercent !== null ? <UploadProgress percent={uploadPercent} /> : null}
        {serverError ? (
          <p role="alert" className="rounded-xl border border-danger/60 bg-danger/10 px-4 py-3 text-sm text-danger">
            {serverError}
          </p>
        ) : null}
        <SaveButtons saving={isSubmitting} />
      </form>
    </Card>
  );
}
