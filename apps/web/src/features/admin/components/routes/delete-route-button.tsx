import type { Route } from '@sendero/shared';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteRouteMutation } from '../../api/delete-route';

type DeleteRouteButtonProps = {
  route: Pick<Route, 'id' | 'title'>;
  /** Icon only (in a table row) or with its text. */
  compact?: boolean;
  onDeleted?: () => void;
};

export function DeleteRouteButton({ route, compact = false, onDeleted }: DeleteRouteButtonProps) {
  const deleteRoute = useDeleteRouteMutation();
  const onConfirm = async () => {
    try {
      await deleteRoute.mutateAsync(route.id);
      toast.success('Ruta eliminada correctamente');
      onDeleted?.();
    } catch {
      toast.error('Error al eliminar la ruta');
    }
  };
  return (
    <ConfirmDialog
      trigger={
        compact ? (
          <Button variant="ghost" size="icon" aria-label={`Eliminar la ruta ${route.title}`} title="Eliminar ruta">
            <Trash2 aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="ghost">
            <Trash2 aria-hidden="true" />
            Eliminar Ruta
          </Button>
        )
      }
      title="¿Eliminar esta ruta?"
      description={<>Se eliminará «{route.title}» con todos sus contenidos y el progreso de quienes la siguen. Esta acción no se puede deshacer.</>}
      confirmLabel="Eliminar"
      onConfirm={onConfirm}
    />
  );
}
