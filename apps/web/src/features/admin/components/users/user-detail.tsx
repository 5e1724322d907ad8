import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format';
import { useUser } from '../../api/get-user';
import { AdminPageHeader } from '../admin-page-header';
import { ProgressStatusBadge, RoleBadge } from '../labels';
import { SetPasswordForm } from './set-password-form';

const back = { href: paths.admin.users.getHref(), label: 'Volver a los usuarios' };

export function UserDetail({ userId }: { userId: string }) {
  const user = useUser(userId);

  if (user.isPending) return <Spinner className="py-12" label="Cargando usuario..." />;
  if (user.isError) {
    return (
      <>
        <AdminPageHeader title="Usuario" back={back} />
        <Card role="alert" className="text-center text-ink-muted">
          No encontramos a ese usuario.
        </Card>
      </>
    );
  }

  const { data } = user;
  const name = `${data.firstName} ${data.lastName}`.trim();
  const details: [string, ReactNode][] = [
    ['Correo', <span className="break-all">{data.email}</span>],
    ['Rol', <RoleBadge role={data.role} />],
    ['Puntos', <span className="font-bold tabular-nums">{data.points}</span>],
    ['Registro', formatDate(data.createdAt)],
  ];

  return (
    <>
      <AdminPageHeader title={name} back={back} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardTitle>Datos</CardTitle>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              {details.map(([term, value]) => (
                <div key={term}>
                  <dt className="text-sm text-ink-muted">{term}</dt>
                  <dd className="mt-1 font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card>
            <CardTitle>Progreso en las rutas</CardTitle>
            {data.routes.length === 0 ? (
              <p className="mt-3 text-ink-muted">Todavía no hay rutas.</p>
            ) : (
              <ul className="mt-4 flex flex-col divide-y divide-navy-700">
                {data.routes.map((route) => (
                  <li key={route.routeId} className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <p className="min-w-0 font-semibold break-words">
                        {route.order}. {route.title}
                      </p>
                      <ProgressStatusBadge status={route.status} />
                    </div>
                    <div className="flex items-center gap-3">
                      <Progress value={route.progress} label={`Progreso en ${route.title}`} className="flex-1" />
                      <span className="w-12 text-right text-sm font-bold tabular-nums">{route.progress} %</span>
                    </div>
                    <p className="text-sm text-ink-muted">
                      {route.completedContents} de {route.contentCount} contenidos completados ·{' '}
                      {route.lastVisitedAt ? `Última visita: ${formatDateTime(route.lastVisitedAt)}` : 'Sin visitas'}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <Card className="h-fit">
          <CardTitle>Establecer una nueva contraseña</CardTitle>
          <p className="mt-1 mb-4 text-sm text-ink-muted">Comunícasela a {data.firstName} por un medio seguro.</p>
          <SetPasswordForm userId={data.id} />
        </Card>
      </div>
    </>
  );
}
