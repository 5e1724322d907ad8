import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiClientError } from '@/lib/api-client';
import { SortableList, type SortableItem } from './sortable-list';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

type ReorderScreenProps = {
  label: string;
  items: SortableItem[] | undefined;
  isPending: boolean;
  emptyText: string;
  /** Sends the new order and resolves once the list has been reloaded. */
  onSave: (ids: string[]) => Promise<unknown>;
  /** After saving, or on 'Cancelar' (the unsaved order is dropped). */
  onClose: () => void;
};

export function ReorderScreen({ label, items, isPending, emptyText, onSave, onClose }: ReorderScreenProps) {
  const t = useMessages(adminText);
  // The order being arranged; null until the first move, so the list shows the saved order.
  const [draft, setDraft] = useState<SortableItem[] | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = draft ?? items ?? [];

  const save = async () => {
    setSaving(true);
    try {
      await onSave(shown.map((item) => item.id));
      toast.success('Orden guardado correctamente');
      setDraft(null);
      onClose();
    } catch (error) {
      toast.error('No pudimos guardar el orden.', {
        description: error instanceof ApiClientError ? error.firstMessage : t.tryAgainSoon,
      });
    } finally {
      setSaving(false);
    }
  };

  if (isPending) return <Spinner className="py-12" label="Cargando..." />;
  if (shown.length === 0) return <Card className="text-center text-ink-muted">{emptyText}</Card>;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <SortableList label={label} items={shown} onReorder={setDraft} />
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        <Button disabled={saving} aria-busy={saving} onClick={() => void save()}>
          Guardar
        </Button>
        <Button variant="ghost" disabled={saving} onClick={onClose}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
