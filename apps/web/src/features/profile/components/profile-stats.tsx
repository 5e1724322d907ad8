import type { ProfileMetrics } from '@sendero/shared';
import { useMetrics } from '@/api/metrics';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { getFeeling } from '@/lib/feelings';
import { useMessages } from '@/lib/i18n';
import { statsText, type StatsText } from '../stats.messages';

const records = (t: StatsText, count: number) => (count === 1 ? t.oneRecord : t.records({ count }));

function ActivityCard({ label, value }: { label: string; value: number }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="text-3xl font-extrabold text-amber-300">{value}</dd>
    </Card>
  );
}

function FeelingsChart({ stats }: { stats: ProfileMetrics['feelingsStats'] }) {
  const t = useMessages(statsText);
  if (stats.every((stat) => stat.count === 0)) {
    return <p className="text-ink-muted">{t.noRecordsYet}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {stats.map(({ feeling, count, percentage }) => {
        const { label, icon: Icon, colorClass, barClass } = getFeeling(feeling);
        return (
          <li key={feeling} className="grid grid-cols-[8rem_1fr_auto] items-center gap-3">
            <span className="flex items-center gap-2 font-semibold">
              <span aria-hidden="true" className={cn('grid size-8 place-items-center rounded-full', colorClass)}>
                <Icon className="size-4" />
              </span>
              {label}
            </span>
            <span role="img" aria-label={`${label}: ${records(t, count)}, ${percentage} %`} className="h-3 overflow-hidden rounded-full bg-navy-700">
              <span className={cn('block h-full rounded-full', barClass)} style={{ width: `${percentage}%` }} />
            </span>
            <span aria-hidden="true" className="text-sm text-ink-muted tabular-nums">
              {count} · {percentage} %
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ProfileStats() {
  const t = useMessages(statsText);
  const { data } = useMetrics();
  const metrics: ProfileMetrics = data ?? {
    totalRecords: 0,
    videosWatched: 0,
    routesInProgress: 0,
    guidedExercises: 0,
    feelingsStats: [],
  };
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="profile-activity" className="flex flex-col gap-3">
        <h2 id="profile-activity" className="text-lg font-bold">
          {t.activity}
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          <ActivityCard label={t.recordsLabel} value={metrics.totalRecords} />
          <ActivityCard label={t.videosWatched} value={metrics.videosWatched} />
          <ActivityCard label={t.routesInProgress} value={metrics.routesInProgress} />
          <ActivityCard label={t.guidedExercises} value={metrics.guidedExercises} />
        </dl>
      </section>
      <section aria-labelledby="profile-feelings" className="flex flex-col gap-3">
        <h2 id="profile-feelings" className="text-lg font-bold">
          {t.howYouHaveFelt}
        </h2>
        <Card className="p-4">
          <FeelingsChart stats={metrics.feelingsStats} />
        </Card>
      </section>
    </div>
  );
}
