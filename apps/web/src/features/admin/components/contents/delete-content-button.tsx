import type { Content } from '@sendero/shared';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteContentMutation } from '../../api/delete-content';

export function DeleteContentButton({ content }: { content: Pick<Content, 'id' | 'title'> }) {
  const deleteContent = useDeleteContentMutation();
  const onConfirm = async () => {
    try {
      await deleteContent.mutateAsync(content.id);
      toast.success('Contenido eliminado correctamente');
    } catch {
      toast.error('Error al eliminar contenido');
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Eliminar el contenido ${content.title}`} title="Eliminar contenido">
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title="¿Eliminar este contenido?"
      description={<>Se eliminará «{content.title}» y el avance de quienes ya lo vieron. Esta acción no se puede deshacer.</>}
      confirmLabel="Eliminar"
      onConfirm={onConfirm}
    />
  );
}
