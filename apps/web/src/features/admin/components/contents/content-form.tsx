import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALT_TEXT_MAX,
  authoringMessages,
  contentFieldIssues,
  contentFileIssues,
  contentFileKind,
  CONTENT_DURATION_MAX,
  CONTENT_POINTS_MAX,
  CONTENT_TEXT_MAX,
  ContentFields,
  ContentType,
  DEFAULT_CONTENT_DURATION_SECONDS,
  DEFAULT_CONTENT_POINTS,
  formatDuration,
  parseJsonString,
  QuizData,
  quizIssues,
  type Content,
  type Route,
  z,
} from '@sendero/shared';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { contentTypeLabels } from '@/components/content-type';
import { Markdown } from '@/components/markdown';
import { Card } from '@/components/ui/card';
import { FormField, SelectField, TextareaField } from '@/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiClientError } from '@/lib/api-client';
import { useSaveContentMutation, type ContentPayload } from '../../api/save-content';
import { FilePicker, type FileKind } from '../file-picker';
import { chosenSaveMode, SaveButtons, type SaveMode } from '../save-buttons';
import { UploadProgress } from '../upload-progress';
import { readMediaDuration } from './media-duration';
import { QuizEditor, serializeQuiz } from './quiz-editor';
import { rowsFromSubtitles, SubtitleRows, subtitlesFromRows } from './subtitles';
import { SubtitlesEditor } from './subtitles-editor';
import { CaptionsPicker } from './captions-picker';
import { removeCaptions, uploadCaptions } from '../../api/save-captions';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

const WholeNumber = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message);

const ContentFormSchema = z
  .object({
    routeId: z.string().min(1, authoringMessages.routeRequired),
    title: ContentFields.shape.title,
    type: ContentType,
    content: z.string().max(CONTENT_TEXT_MAX, authoringMessages.contentTooLong),
    points: WholeNumber(CONTENT_POINTS_MAX, authoringMessages.pointsInvalid),
    duration: WholeNumber(CONTENT_DURATION_MAX, authoringMessages.durationInvalid),
    quizData: z.string(),
    subtitles: SubtitleRows,
    fileAlt: z.string().max(ALT_TEXT_MAX, authoringMessages.altTooLong),
  })
  .superRefine((values, context) => {
    // The shared shape rule (the server's too); the file is checked apart, as it is not a form value.
    const questions = parseJsonString(QuizData, values.quizData)?.questions ?? [];
    const issues = contentFieldIssues(values.type, { text: values.content, hasQuiz: questions.length > 0, alt: values.fileAlt });
    for (const issue of issues) context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    if (values.type === 'QUIZ' && questions.length > 0) {
      // The editor shows each problem beside its field; this stops the send.
      const [first] = quizIssues(questions);
      if (first) context.addIssue({ code: 'custom', path: ['quizData'], message: first.message });
    }
  });
export type ContentFormValues = z.infer<typeof ContentFormSchema>;

const fileLabels: Record<FileKind, string> = { audio: 'Archivo de audio', video: 'Archivo de video', image: 'Imagen' };

/** What the form sends (docs/product.md#learning): points and duration only above 0, subtitles always a list. */
export function toContentPayload(values: ContentFormValues, { withRouteId }: { withRouteId: boolean }): ContentPayload {
  const payload: ContentPayload = { title: values.title, type: values.type, content: values.content };
  if (withRouteId) payload.routeId = values.routeId;
  if (values.points > 0) payload.points = values.points;
  if (values.duration > 0) payload.duration = values.duration;
  if (values.type === 'QUIZ') payload.quizData = values.quizData || serializeQuiz([]);
  if (values.type === 'AUDIO') payload.subtitles = JSON.stringify(subtitlesFromRows(values.subtitles));
  if (values.type === 'IMAGE') payload.fileAlt = values.fileAlt;
  return payload;
}

function initialValues(content: Content | undefined, routeId: string): ContentFormValues {
  if (!content) {
    return {
      routeId,
      title: '',
      type: 'READING',
      content: '',
      points: DEFAULT_CONTENT_POINTS,
      duration: DEFAULT_CONTENT_DURATION_SECONDS,
      quizData: '',
      subtitles: [],
      fileAlt: '',
    };
  }
  return {
    routeId: content.routeId,
    title: content.title,
    type: content.type,
    content: content.content ?? '',
    points: content.points,
    duration: content.duration,
    quizData: content.quizData ?? '',
    subtitles: rowsFromSubtitles(content.subtitles),
    fileAlt: content.file?.alt ?? '',
  };
}

/** Points and duration: whole numbers from 0 to `max`, read as numbers. */
function WholeNumberField({ form, name, label, max }: { form: UseFormReturn<ContentFormValues>; name: 'points' | 'duration'; label: string; max: number }) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      required
      error={error?.message}
      {...form.register(name, { valueAsNumber: true })}
    />
  );
}

function ReadingEditor({ value, field }: { value: string; field: ReactNode }) {
  return (
    <Tabs defaultValue="write">
      <TabsList className="max-w-xs">
        <TabsTrigger value="write">Escribir</TabsTrigger>
        <TabsTrigger value="preview">Vista previa</TabsTrigger>
      </TabsList>
      {/* Kept mounted, so the field keeps its value and can take focus on an error. */}
      <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
        {field}
      </TabsContent>
      <TabsContent value="preview" className="min-h-28 rounded-xl border border-navy-600 bg-navy-950/40 p-4">
        {value.trim() ? <Markdown content={value} /> : <p className="text-ink-muted">Aún no hay texto que mostrar.</p>}
      </TabsContent>
    </Tabs>
  );
}

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
  const t = useMessages(adminText);
  const isEdit = Boolean(content);
  const routeLocked = isEdit || Boolean(fixedRouteId);
  const form = useForm<ContentFormValues>({
    resolver: zodResolver(ContentFormSchema),
    defaultValues: initialValues(content, fixedRouteId ?? ''),
  });
  const { errors, isSubmitting } = form.formState;
  const [type, routeId, text, duration] = useWatch({ control: form.control, name: ['type', 'routeId', 'content', 'duration'] });
  const saveContent = useSaveContentMutation();
  const flushQuiz = useRef<(() => void) | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [savedFileUrl, setSavedFileUrl] = useState<string | null>(content?.file?.url ?? null);
  const [fileError, setFileError] = useState<string | undefined>();
  // A VIDEO's captions: a new WebVTT file to send, or the saved one (null once removed here).
  const [captions, setCaptions] = useState<File | null>(null);
  const [savedCaptionsUrl, setSavedCaptionsUrl] = useState<string | null>(content?.captionsUrl ?? null);
  const [serverError, setServerError] = useState<string | undefined>();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  // Bumped to remount what holds its own state (file input, quiz editor) when the form is cleared.
  const [resetKey, setResetKey] = useState(0);
  // The latest file whose duration is being read: a slower, older read must not win.
  const durationFor = useRef<File | null>(null);

  const kind = contentFileKind[type];
  const route = routes.find((item) => item.id === routeId);
  const missingFile = () => contentFileIssues(type, { sent: Boolean(file), kept: Boolean(savedFileUrl) })[0]?.message;

  const setQuizData = useCallback((quizData: string) => form.setValue('quizData', quizData, { shouldDirty: true }), [form]);

  const onTypeChange = () => {
    // docs/product.md#learning: another type starts from an empty file, text and quiz.
    form.setValue('content', '');
    form.setValue('quizData', '');
    form.setValue('subtitles', []);
    form.setValue('fileAlt', '');
    form.clearErrors(['content', 'quizData', 'subtitles', 'fileAlt']);
    setCaptions(null);
    setFile(null);
    setSavedFileUrl(null);
    setFileError(undefined);
    durationFor.current = null;
    setResetKey((key) => key + 1);
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

  const save = async (values: ContentFormValues, chosenMode: SaveMode) => {
    const fileMessage = missingFile();
    setFileError(fileMessage);
    if (fileMessage) return;
    setServerError(undefined);
    try {
      let saved = await saveContent.mutateAsync({
        contentId: content?.id,
        payload: toContentPayload(values, { withRouteId: !isEdit }),
        file,
        onProgress: file ? setUploadPercent : undefined,
      });
      if (values.type === 'VIDEO' && saved) saved = await saveCaptions(saved);
      toast.success(isEdit ? 'Contenido actualizado correctamente' : 'Contenido creado correctamente');
      if (chosenMode === 'save') {
        onDone();
        return;
      }
      setFile(null);
      setCaptions(null);
      durationFor.current = null;
      if (isEdit) {
        // 'Guardar y añadir otra' while editing stays on this content, as saved.
        setSavedFileUrl(saved?.file?.url ?? savedFileUrl);
        setSavedCaptionsUrl(saved?.captionsUrl ?? null);
      } else {
        // A blank form for the next content, in the same route.
        form.reset(initialValues(undefined, values.routeId));
        setSavedFileUrl(null);
        setSavedCaptionsUrl(null);
        form.setFocus('title');
      }
      setResetKey((key) => key + 1);
    } catch (error) {
      const message = error instanceof ApiClientError ? error.firstMessage : undefined;
      if (error instanceof ApiClientError && [400, 413, 415].includes(error.status)) setServerError(message);
      toast.error('Error al crear o editar contenido', { description: message });
    } finally {
      setUploadPercent(null);
    }
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const chosenMode = chosenSaveMode(event);
    // The quiz editor waits 350 ms before applying a change: apply it now.
    flushQuiz.current?.();
    void form.handleSubmit(
      (values) => save(values, chosenMode),
      () => setFileError(missingFile()),
    )(event);
  };

  const typeField = form.register('type');

  const noteField = (label: string) => <TextareaField label={label} rows={3} error={errors.content?.message} {...form.register('content')} />;

  return (
    <Card className="mx-auto w-full max-w-3xl">
      <form noValidate aria-busy={isSubmitting} className="flex flex-col gap-5" onSubmit={onSubmit}>
        {routeLocked ? (
          <div className="rounded-2xl bg-navy-950/40 px-4 py-3">
            <p className="text-sm font-semibold text-ink-muted">Ruta</p>
            <p className="font-bold">{route?.title ?? 'Ruta no encontrada'}</p>
          </div>
        ) : (
          <SelectField label="Ruta" required error={errors.routeId?.message} {...form.register('routeId')}>
            <option value="">{t.chooseRoute}</option>
            {routes.map((item) => (
              <option key={item.id} value={item.id}>
                {item.order}. {item.title}
              </option>
            ))}
          </SelectField>
        )}
        <FormField label="Título" required maxLength={200} error={errors.title?.message} {...form.register('title')} />
        <SelectField
          label="Tipo"
          required
          error={errors.type?.message}
          {...typeField}
          onChange={(event) => {
            void typeField.onChange(event);
            onTypeChange();
          }}
        >
          {ContentType.options.map((option) => (
            <option key={option} value={option}>
              {contentTypeLabels[option]}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-5 sm:grid-cols-2">
          <WholeNumberField form={form} name="points" label="Puntos" max={CONTENT_POINTS_MAX} />
          <div className="flex flex-col gap-1">
            <WholeNumberField form={form} name="duration" label="Duración (segundos)" max={CONTENT_DURATION_MAX} />
            <p className="text-sm text-ink-muted">
              {Number.isFinite(duration) && duration > 0 ? `Se mostrará como ${formatDuration(duration)}.` : ' '}
              {kind === 'audio' || kind === 'video' ? ' Se completa sola al elegir el archivo.' : ''}
            </p>
          </div>
        </div>

        {type === 'READING' ? (
          <ReadingEditor
            value={text}
            field={
              <TextareaField
                label="Texto de la lectura"
                hint="Puedes usar Markdown."
                required
                rows={12}
                error={errors.content?.message}
                {...form.register('content')}
              />
            }
          />
        ) : null}

        {kind ? (
          <FilePicker
            key={`file-${resetKey}`}
            kind={kind}
            label={fileLabels[kind]}
            file={file}
            onFileChange={onFileChange}
            currentUrl={savedFileUrl}
            error={fileError}
            disabled={isSubmitting}
          />
        ) : null}

        {type === 'IMAGE' ? (
          <TextareaField
            label="Texto alternativo"
            hint={t.contentImageAltHint}
            required
            rows={3}
            maxLength={ALT_TEXT_MAX}
            error={errors.fileAlt?.message}
            {...form.register('fileAlt')}
          />
        ) : null}

        {type === 'AUDIO' ? <SubtitlesEditor form={form} disabled={isSubmitting} /> : null}

        {type === 'VIDEO' ? (
          <CaptionsPicker
            key={`captions-${resetKey}`}
            file={captions}
            onFileChange={setCaptions}
            savedUrl={savedCaptionsUrl}
            onRemoveSaved={() => setSavedCaptionsUrl(null)}
            disabled={isSubmitting}
          />
        ) : null}

        {type === 'AUDIO' || type === 'VIDEO' ? noteField('Notas (opcional)') : null}
        {type === 'IMAGE' ? noteField('Pie de imagen (opcional)') : null}
        {type === 'WELLBEING_CHECK' ? (
          <>
            <p className="text-sm text-ink-muted">
              Se muestran las cinco preguntas oficiales del cuestionario de bienestar WHO-5, sin cambios. La puntuación se calcula sola y se guarda en «Tu
              bienestar» de quien responde.
            </p>
            {noteField('Introducción (opcional)')}
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
