import { CONTENT_DURATION_MAX, CONTENT_POINTS_MAX, ContentType, formatDuration, type Route } from '@sendero/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { contentTypeLabels } from '@/components/content-type';
import { Markdown } from '@/components/markdown';
import { FormField, SelectField, TextareaField } from '@/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMessages } from '@/lib/i18n';
import type { FileKind } from '../file-picker';
import { adminText } from '../messages';
import type { ContentFormValues } from './content-form-values';

type Form = UseFormReturn<ContentFormValues>;

/** The route: shown when it is fixed (editing, or opened inside a route), picked otherwise. */
export function RouteField({ form, routes, locked }: { form: Form; routes: Route[]; locked: boolean }) {
  const t = useMessages(adminText);
  const routeId = useWatch({ control: form.control, name: 'routeId' });
  if (locked) {
    const route = routes.find((item) => item.id === routeId);
    return (
      <div className="rounded-2xl bg-navy-950/40 px-4 py-3">
        <p className="text-sm font-semibold text-ink-muted">Ruta</p>
        <p className="font-bold">{route?.title ?? 'Ruta no encontrada'}</p>
      </div>
    );
  }
  return (
    <SelectField label="Ruta" required error={form.formState.errors.routeId?.message} {...form.register('routeId')}>
      <option value="">{t.chooseRoute}</option>
      {routes.map((item) => (
        <option key={item.id} value={item.id}>
          {item.order}. {item.title}
        </option>
      ))}
    </SelectField>
  );
}

/** The type; `onTypeChange` runs after the form took the new one. */
export function TypeField({ form, onTypeChange }: { form: Form; onTypeChange: () => void }) {
  const typeField = form.register('type');
  return (
    <SelectField
      label="Tipo"
      required
      error={form.formState.errors.type?.message}
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
  );
}

/** Points and duration: whole numbers from 0 to `max`, read as numbers. */
function WholeNumberField({ form, name, label, max }: { form: Form; name: 'points' | 'duration'; label: string; max: number }) {
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

/** Points and duration side by side; the duration says how it will show, and that a media file fills it in. */
export function PointsAndDurationFields({ form, duration, fileKind }: { form: Form; duration: number; fileKind: FileKind | undefined }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <WholeNumberField form={form} name="points" label="Puntos" max={CONTENT_POINTS_MAX} />
      <div className="flex flex-col gap-1">
        <WholeNumberField form={form} name="duration" label="Duración (segundos)" max={CONTENT_DURATION_MAX} />
        <p className="text-sm text-ink-muted">
          {Number.isFinite(duration) && duration > 0 ? `Se mostrará como ${formatDuration(duration)}.` : ' '}
          {fileKind === 'audio' || fileKind === 'video' ? ' Se completa sola al elegir el archivo.' : ''}
        </p>
      </div>
    </div>
  );
}

/** A reading's text in Markdown, with a preview tab. */
export function ReadingField({ form, text }: { form: Form; text: string }) {
  return (
    <Tabs defaultValue="write">
      <TabsList className="max-w-xs">
        <TabsTrigger value="write">Escribir</TabsTrigger>
        <TabsTrigger value="preview">Vista previa</TabsTrigger>
      </TabsList>
      {/* Kept mounted, so the field keeps its value and can take focus on an error. */}
      <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
        <TextareaField
          label="Texto de la lectura"
          hint="Puedes usar Markdown."
          required
          rows={12}
          error={form.formState.errors.content?.message}
          {...form.register('content')}
        />
      </TabsContent>
      <TabsContent value="preview" className="min-h-28 rounded-xl border border-navy-600 bg-navy-950/40 p-4">
        {text.trim() ? <Markdown content={text} /> : <p className="text-ink-muted">Aún no hay texto que mostrar.</p>}
      </TabsContent>
    </Tabs>
  );
}

/** The optional text of a type that is not a reading (notes, a caption, an introduction). */
export function NoteField({ form, label }: { form: Form; label: string }) {
  return <TextareaField label={label} rows={3} error={form.formState.errors.content?.message} {...form.register('content')} />;
}
