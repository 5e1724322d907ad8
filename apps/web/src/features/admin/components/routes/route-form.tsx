import { zodResolver } from '@hookform/resolvers/zod';
import { ALT_TEXT_MAX, RouteFields, RouteType, type Route, type z } from '@sendero/shared';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { FormField, SelectField, TextareaField } from '@/components/ui/form-field';
import { ApiClientError } from '@/lib/api-client';
import { useSaveRouteMutation } from '../../api/save-route';
import { FilePicker } from '../file-picker';
import { routeTypeLabels } from '../labels';
import { chosenSaveMode, SaveButtons, type SaveMode } from '../save-buttons';
import { UploadProgress } from '../upload-progress';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

type RouteFormInput = z.input<typeof RouteFields>;

const emptyRoute: RouteFormInput = { title: '', type: 'FOUNDATION', description: '', coverImageAlt: '' };

type RouteFormProps = {
  /** The route being edited; absent when creating. */
  route?: Route;
  /** After 'Guardar': the caller goes back to where the admin came from. */
  onDone: () => void;
};

export function RouteForm({ route, onDone }: RouteFormProps) {
  const t = useMessages(adminText);
  const isEdit = Boolean(route);
  const form = useForm<RouteFormInput, unknown, RouteFields>({
    resolver: zodResolver(RouteFields),
    defaultValues: route ? { title: route.title, type: route.type, description: route.description, coverImageAlt: route.coverImage?.alt ?? '' } : emptyRoute,
  });
  const { errors, isSubmitting } = form.formState;
  const saveRoute = useSaveRouteMutation();
  const [cover, setCover] = useState<File | null>(null);
  const [currentCover, setCurrentCover] = useState<string | null>(route?.coverImage?.url ?? null);
  // Remounting the picker is what empties a native file input.
  const [pickerKey, setPickerKey] = useState(0);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);

  const save = async (fields: RouteFields, chosenMode: SaveMode) => {
    try {
      const saved = await saveRoute.mutateAsync({
        routeId: route?.id,
        fields,
        coverImage: cover,
        removeCoverImage: Boolean(route?.coverImage) && currentCover === null,
        onProgress: cover ? setUploadPercent : undefined,
      });
      toast.success(isEdit ? 'Ruta actualizada correctamente' : 'Ruta creada correctamente');
      if (chosenMode === 'save') {
        onDone();
        return;
      }
      // 'Guardar y añadir otra': a blank form after creating; the same route after editing.
      setCover(null);
      setPickerKey((key) => key + 1);
      if (isEdit) {
        setCurrentCover(saved?.coverImage?.url ?? null);
      } else {
        form.reset(emptyRoute);
        form.setFocus('title');
      }
    } catch (error) {
      toast.error('Error al crear o editar la ruta', {
        description: error instanceof ApiClientError ? error.firstMessage : undefined,
      });
    } finally {
      setUploadPercent(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const chosenMode = chosenSaveMode(event);
    void form.handleSubmit((fields) => save(fields, chosenMode))(event);
  };

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={isSubmitting}>
        <FormField label="Título" required maxLength={200} error={errors.title?.message} {...form.register('title')} />
        <SelectField label="Tipo" required error={errors.type?.message} {...form.register('type')}>
          {RouteType.options.map((type) => (
            <option key={type} value={type}>
              {routeTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <TextareaField label="Descripción" required rows={5} error={errors.description?.message} {...form.register('description')} />
        <FilePicker
          key={pickerKey}
          kind="image"
          label="Imagen de portada (opcional)"
          hint="PNG, JPEG, WebP o GIF."
          file={cover}
          onFileChange={setCover}
          currentUrl={currentCover}
          onRemoveCurrent={() => setCurrentCover(null)}
          removeCurrentLabel="Quitar portada"
          disabled={isSubmitting}
        />
        {cover || currentCover ? (
          <TextareaField
            rows={2}
            label="Texto alternativo de la portada (opcional)"
            hint={t.imageAltHint}
            maxLength={ALT_TEXT_MAX}
            error={errors.coverImageAlt?.message}
            {...form.register('coverImageAlt')}
          />
        ) : null}
        {uploadPercent !== null ? <UploadProgress percent={uploadPercent} /> : null}
        <SaveButtons saving={isSubmitting} />
      </form>
    </Card>
  );
}
