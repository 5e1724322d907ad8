import { useId } from 'react';
import { useRoutes } from '@/api/routes';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { AdminPageHeader } from '../admin-page-header';
import { couldNotLoad, EmptyCard, ListState } from '../list-state';
import { ContentsList } from './contents-list';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

/** /admin/content: the contents of one route at a time, the route picked here. */
export function ContentsIndex({ routeId, onRouteChange }: { routeId?: string; onRouteChange: (routeId: string) => void }) {
  const t = useMessages(adminText);
  const routes = useRoutes();
  const selectId = useId();
  const selected = routes.data?.find((route) => route.id === routeId);

  return (
    <>
      <AdminPageHeader title="Contenidos">{t.contentsIntro}</AdminPageHeader>
      <ListState query={routes} loading="Cargando rutas..." failed={couldNotLoad('las rutas')} empty={<EmptyCard title={t.routeFirst} />}>
        {(list) => (
          <div className="flex flex-col gap-6">
            <div className="flex max-w-md flex-col gap-1.5">
              <Label htmlFor={selectId}>Ruta</Label>
              <Select id={selectId} value={selected?.id ?? ''} onChange={(event) => onRouteChange(event.target.value)}>
                <option value="" disabled>
                  {t.chooseRoute}
                </option>
                {list.map((route) => (
                  <option key={route.id} value={route.id}>
                    {route.order}. {route.title}
                  </option>
                ))}
              </Select>
            </div>
            {selected ? <ContentsList routeId={selected.id} /> : null}
          </div>
        )}
      </ListState>
    </>
  );
}
