import type { Route } from '@sendero/shared';
import { Compass } from 'lucide-react';
import { useMyGroups } from '@/api/groups';
import { useRoutes } from '@/api/routes';
import { EmptyNote } from '@/components/empty-note';
import { RouteCard, RouteCardSkeletonGrid } from './route-card';
import { useMessages } from '@/lib/i18n';
import { routesText } from '../routes.messages';

function RouteGrid({ routes }: { routes: Route[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {routes.map((route) => (
        <li key={route.id} className="flex">
          <RouteCard route={route} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

/** /route: the routes of the person's groups first (under each group's name), then every route as a card, foundation routes first (docs/product.md#screens). */
export function RoutesScreen() {
  const t = useMessages(routesText);
  const { data: routes, isPending } = useRoutes();
  const { data: groups } = useMyGroups();
  const groupSections = (groups ?? []).flatMap((group) => {
    const assigned = group.routeIds.flatMap((id) => routes?.find((route) => route.id === id) ?? []);
    return assigned.length > 0 ? [{ id: group.id, name: group.name, routes: assigned }] : [];
  });
  const foundation = routes?.filter((route) => route.type === 'FOUNDATION') ?? [];
  const custom = routes?.filter((route) => route.type === 'CUSTOM') ?? [];

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{t.routes}</h1>

      {groupSections.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}-heading`} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id={`group-${group.id}-heading`} className="text-xl font-bold break-words">
              {group.name}
            </h2>
            <p className="text-ink-muted">{t.fromYourGroup}</p>
          </div>
          <RouteGrid routes={group.routes} />
        </section>
      ))}

      <section aria-labelledby="foundation-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="foundation-heading" className="text-xl font-bold">
            {t.foundationRoutes}
          </h2>
          <p className="text-ink-muted">{t.foundationIntro}</p>
        </div>
        {isPending ? (
          <>
            <RouteCardSkeletonGrid />
            <span role="status" className="sr-only">
              {t.loadingRoutes}
            </span>
          </>
        ) : foundation.length > 0 ? (
          <RouteGrid routes={foundation} />
        ) : (
          <EmptyNote icon={Compass}>{t.noRoutesYet}</EmptyNote>
        )}
      </section>

      {custom.length > 0 ? (
        <section aria-labelledby="custom-heading" className="flex flex-col gap-4">
          <h2 id="custom-heading" className="text-xl font-bold">
            {t.moreRoutes}
          </h2>
          <RouteGrid routes={custom} />
        </section>
      ) : null}
    </div>
  );
}
