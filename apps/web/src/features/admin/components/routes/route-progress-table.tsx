import { Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useUserProgress } from '../../api/get-user-progress';
import { formatDate, progressStatusLabels } from '../labels';

/** Everyone's progress on one route. On a phone the email and last visit sit under the name. */
export function RouteProgressTable({ routeId }: { routeId: string }) {
  const progress = useUserProgress(routeId);

  if (progress.isPending) return <Spinner className="py-8" label="Cargando el progreso..." />;
  if (progress.isError) {
    return (
      <Card role="alert" className="text-center text-ink-muted">
        No pudimos cargar el progreso. Inténtalo de nuevo en un momento.
      </Card>
    );
  }
  if (progress.data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 py-10 text-center">
        <Users aria-hidden="true" className="size-8 text-amber-300" />
        <p className="font-semibold">Nadie ha comenzado esta ruta todavía.</p>
        <p className="text-sm text-ink-muted">Cuando alguien la empiece, verás aquí su avance.</p>
      </Card>
    );
  }

  return (
    <Card className="p-0">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Progreso de los usuarios en esta ruta</caption>
        <thead className="border-b border-navy-600 text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
              Nombre
            </th>
            <th scope="col" className="hidden px-3 py-3 font-semibold sm:px-5 lg:table-cell">
              Correo
            </th>
            <th scope="col" className="w-28 px-3 py-3 font-semibold sm:w-32 sm:px-5">
              Estado
            </th>
            <th scope="col" className="w-24 px-3 py-3 font-semibold sm:w-40 sm:px-5">
              Progreso
            </th>
            <th scope="col" className="hidden px-3 py-3 font-semibold sm:px-5 md:table-cell">
              Última visita
            </th>
          </tr>
        </thead>
        <tbody>
          {progress.data.map((item) => {
            const name = `${item.user.firstName} ${item.user.lastName}`.trim();
            const email = item.user.email || item.email;
            return (
              <tr key={item.id} className="border-b border-navy-700 last:border-0">
                <td className="px-3 py-3 align-top sm:px-5">
                  <p className="font-semibold break-words">{name}</p>
                  <p className="break-all text-ink-muted lg:hidden">{email}</p>
                  <p className="text-xs text-ink-muted md:hidden">Última visita: {formatDate(item.lastVisitedAt)}</p>
                </td>
                <td className="hidden px-3 py-3 align-top break-all text-ink-muted sm:px-5 lg:table-cell">{email}</td>
                <td className="px-3 py-3 align-top sm:px-5">
                  <Badge variant={item.status === 'COMPLETED' ? 'success' : item.status === 'IN_PROGRESS' ? 'primary' : 'neutral'}>
                    {progressStatusLabels[item.status]}
                  </Badge>
                </td>
                <td className="px-3 py-3 align-top sm:px-5">
                  <span className="font-bold tabular-nums">{Math.floor(item.progress)} %</span>
                  <Progress value={item.progress} label={`Progreso de ${name}`} className="mt-1.5 hidden sm:block" />
                </td>
                <td className="hidden px-3 py-3 align-top text-ink-muted sm:px-5 md:table-cell">{formatDate(item.lastVisitedAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
