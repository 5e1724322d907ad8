import { Building2, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyNote } from '@/components/empty-note';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { useFacilitatedGroups } from '../api/facilitated';
import { groupsText } from './messages';

/** /mis-grupos: the groups the person facilitates, their routes, and the way to each report. */
export function MyGroupsScreen() {
  const groups = useFacilitatedGroups();
  const t = useMessages(groupsText);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight">{t.myGroups}</h1>
        <p className="text-ink-muted">{t.myGroupsIntro}</p>
      </div>
      {groups.isPending ? (
        <Spinner label={t.loadingGroups} />
      ) : groups.isError ? (
        <Card role="alert" className="text-center text-ink-muted">
          {t.groupsNotLoaded}
        </Card>
      ) : groups.data.length === 0 ? (
        <EmptyNote icon={Building2}>{t.noneFacilitated}</EmptyNote>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {groups.data.map((group) => (
            <li key={group.id} className="flex">
              <Card className="flex w-full flex-col gap-4">
                <div className="flex flex-col gap-1">
                  <h2 className="text-xl font-bold break-words">{group.name}</h2>
                  <p className="text-sm text-ink-muted">
                    {t.codeToJoin} <span className="font-mono font-semibold tracking-widest text-ink">{group.code}</span>
                  </p>
                </div>
                {group.routes.length > 0 ? (
                  <div className="flex flex-col gap-1">
                    <h3 className="text-sm font-semibold text-ink">{t.groupRoutes}</h3>
                    <ol className="list-decimal pl-5 text-ink-muted">
                      {group.routes.map((route) => (
                        <li key={route.id}>{route.title}</li>
                      ))}
                    </ol>
                  </div>
                ) : (
                  <p className="text-sm text-ink-muted">{t.noRoutes}</p>
                )}
                <Link to={paths.groupReport.getHref(group.id)} className={buttonVariants({ variant: 'secondary', className: 'mt-auto w-fit' })}>
                  <FileText aria-hidden="true" />
                  {t.seeReport}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
