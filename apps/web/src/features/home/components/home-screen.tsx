import type { Route } from '@sendero/shared';
import { BookOpenText, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfile } from '@/api/profile';
import headerImage from '@/assets/home-header.svg';
import { EmptyNote } from '@/components/empty-note';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { homeText } from '../messages';
import { DayStripWithRecords } from './day-strip';
import { pickRecentRoutes } from './recent-routes';
import { TodayFeeling } from './today-feeling';

/** A section's h2, with a link to see all of it. */
function SectionHeader({ id, title, link }: { id: string; title: string; link: { to: string; label: string } }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <Link to={link.to} className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-amber-200 hover:underline">
        {link.label}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

type HomeScreenProps = {
  /** The routes list; undefined while it loads. */
  routes: Route[] | undefined;
  isLoadingRoutes?: boolean;
  /** Draws a route as a card linking to its detail (the routes feature's card, passed in by the app). */
  renderRouteCard: (route: Route) => ReactNode;
  /** The WHO-5 check's offer, every two weeks (the wellbeing feature's card, passed in by the app). */
  wellbeingOffer?: ReactNode;
  /** "Hace un año escribiste…" (the diary feature's card, passed in by the app). */
  onThisDay?: ReactNode;
};

function YourRoutes({ routes, isLoadingRoutes, renderRouteCard }: HomeScreenProps) {
  const t = useMessages(homeText);
  if (isLoadingRoutes) {
    return (
      <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {[0, 1].map((index) => (
          <div key={index} className="h-64 animate-pulse rounded-3xl bg-navy-800 [animation-duration:2s]" />
        ))}
      </div>
    );
  }
  const recent = pickRecentRoutes(routes ?? []);
  if (recent.length === 0) {
    return <EmptyNote icon={BookOpenText}>{t.noRoutesYet}</EmptyNote>;
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {recent.map((route) => (
        <li key={route.id} className="flex [&>*]:w-full">
          {renderRouteCard(route)}
        </li>
      ))}
    </ul>
  );
}

export function HomeScreen(props: HomeScreenProps) {
  const user = useProfile();
  const t = useMessages(homeText);
  return (
    <div className="flex flex-col gap-8">
      <div className="relative -mx-5 -mt-6 overflow-hidden sm:mx-0 sm:mt-0 sm:rounded-3xl">
        <img src={headerImage} alt="" className="h-56 w-full object-cover md:h-72" />
        <div className="absolute inset-0 bg-gradient-to-t from-navy-900 via-navy-900/30 to-transparent" />
        <div className="absolute inset-x-5 bottom-4 sm:inset-x-6">
          <p className="text-sm font-semibold text-amber-200">{t.tagline}</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{user ? t.hello({ name: user.firstName }) : 'Hola'}</h1>
        </div>
      </div>

      <section aria-labelledby="diary-heading" className="flex flex-col gap-4">
        <SectionHeader id="diary-heading" title={t.diary} link={{ to: paths.calendar.getHref(), label: t.seeAllEntries }} />
        <DayStripWithRecords />
        <TodayFeeling />
        {props.onThisDay}
      </section>

      {props.wellbeingOffer}

      <section aria-labelledby="routes-heading" className="flex flex-col gap-4">
        <SectionHeader id="routes-heading" title={t.yourRoutes} link={{ to: paths.routes.getHref(), label: t.seeMoreRoutes }} />
        <YourRoutes {...props} />
      </section>
    </div>
  );
}
