import { Feeling, type AccompaniedPerson, type CompanionScope, type CompanionSummary, type DiaryRecord, type Route, type SafetyPlan } from '@sendero/shared';
import { ArrowLeft, Eye, Lock, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Markdown } from '@/components/markdown';
import { Card, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { getFeeling } from '@/lib/feelings';
import { formatDate, formatDateTime } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { usePeople, usePersonDiary, usePersonRoutes, usePersonSafetyPlan, usePersonSummary } from '../api/companions';
import { fullName, scopeOfSection, scopeTexts, SECTIONS } from '../texts';
import { companionsText } from './messages';

type Hrefs = { sectionHref: (id: string, section: string) => string; backHref: string };

function Notice({ icon: Icon, title, children }: { icon: typeof Lock; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center" role="status">
      <Icon aria-hidden="true" className="size-10 text-amber-200" />
      <p className="text-xl font-bold text-ink">{title}</p>
      <p className="max-w-md text-ink-muted">{children}</p>
    </Card>
  );
}

function NotShared({ name }: { name: string }) {
  const t = useMessages(companionsText);
  return (
    <Notice icon={Lock} title={t.notSharedTitle({ name })}>
      {t.notSharedText({ name })}
    </Notice>
  );
}

function Ended({ name }: { name: string }) {
  const t = useMessages(companionsText);
  return (
    <Notice icon={UserX} title={t.endedTitle({ name })}>
      {t.endedText({ name })}
    </Notice>
  );
}

/** Loading, the 403 and 404 screens, or the section itself. */
function Answer<T>({
  query,
  name,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  name: string;
  children: (data: T) => ReactNode;
}) {
  const t = useMessages(companionsText);
  if (query.isError) {
    const status = query.error instanceof ApiClientError ? query.error.status : 0;
    if (status === 403) return <NotShared name={name} />;
    if (status === 404) return <Ended name={name} />;
    return <p className="text-ink-muted">{t.notLoaded}</p>;
  }
  if (query.isPending || query.data === undefined) return <p className="text-ink-muted">Cargando…</p>;
  return <>{children(query.data)}</>;
}

const trendText = (name: string, trend: CompanionSummary['trend']) =>
  ({
    up: `En las dos últimas semanas, ${name} se ha sentido algo mejor que en las dos anteriores.`,
    down: `En las dos últimas semanas, ${name} se ha sentido algo peor que en las dos anteriores.`,
    steady: `En las dos últimas semanas, ${name} se ha sentido más o menos igual que en las dos anteriores.`,
  })[trend ?? 'steady'];

const weekStart = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const days = (count: number) => `${count} ${count === 1 ? 'día' : 'días'}`;

function SummarySection({ summary, name }: { summary: CompanionSummary; name: string }) {
  const total = Object.values(summary.feelingCounts).reduce((sum, count) => sum + count, 0);
  const maxWeek = Math.max(1, ...summary.weeks.map((week) => week.records));
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-2">
        <CardTitle>Cómo se ha sentido</CardTitle>
        <p className="text-ink">
          {summary.trend ? trendText(name, summary.trend) : `Aún no hay entradas suficientes para ver cómo cambia lo que siente ${name}.`}
        </p>
        <p className="text-ink-muted">
          Racha actual:{' '}
          {summary.streak.days > 0 ? `${days(summary.streak.days)} (${days(summary.streak.daysWritten)} con alguna entrada)` : 'ninguna ahora mismo'}.
        </p>
      </Card>
      <Card className="flex flex-col gap-3">
        <CardTitle>Sentimientos de las últimas {summary.weeks.length} semanas</CardTitle>
        {total === 0 ? (
          <p className="text-ink-muted">Ninguna entrada en estas semanas.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {Feeling.options.map((feeling) => {
              const option = getFeeling(feeling);
              const count = summary.feelingCounts[feeling] ?? 0;
              return (
                <li key={feeling} className="grid grid-cols-[7rem_1fr_2.5rem] items-center gap-2 text-sm">
                  <span className="text-ink">
                    <span aria-hidden="true">{option.emoji}</span> {option.label}
                  </span>
                  <span className="h-2.5 overflow-hidden rounded-full bg-navy-950/80" aria-hidden="true">
                    <span className={cn('block h-full rounded-full', option.barClass)} style={{ width: `${(100 * count) / total}%` }} />
                  </span>
                  <span className="text-right text-ink">{count}</span>
                </li>
              );
            })}
          </ul>
        )}
        <h3 className="mt-2 font-semibold text-ink">Entradas por semana</h3>
        <ol className="flex flex-col gap-1 text-sm">
          {summary.weeks.map((week) => (
            <li key={week.start} className="grid grid-cols-[8.5rem_1fr_5.5rem] items-center gap-2">
              <span className="text-ink-muted">Semana del {weekStart.format(new Date(`${week.start}T12:00:00Z`))}</span>
              <span className="h-2 overflow-hidden rounded-full bg-navy-950/80" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(100 * week.records) / maxWeek}%` }} />
              </span>
              <span className="text-right text-ink">
                {week.records} {week.records === 1 ? 'entrada' : 'entradas'}
              </span>
            </li>
          ))}
        </ol>
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>Cuestionario de bienestar (WHO-5)</CardTitle>
        {summary.who5.length === 0 ? (
          <p className="text-ink-muted">{name} todavía no ha respondido el cuestionario de bienestar.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-ink">
            {summary.who5.map((check) => (
              <li key={check.createdAt}>
                {formatDate(check.createdAt)}: {check.percentScore} de 100
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-ink-muted">Es una medida orientativa de bienestar, no un diagnóstico.</p>
      </Card>
    </div>
  );
}

function DiarySection({ records, name }: { records: DiaryRecord[]; name: string }) {
  if (records.length === 0) return <p className="text-ink-muted">{name} todavía no ha escrito ninguna entrada.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {records.map((record) => {
        const feeling = getFeeling(record.feeling);
        return (
          <li key={record.id}>
            <Card className="flex flex-col gap-2">
              <p className="text-sm text-ink-muted">{formatDateTime(record.createdAt)}</p>
              <p className="font-semibold text-ink">
                <span aria-hidden="true">{feeling.emoji}</span> {feeling.label}
              </p>
              {record.description ? <p className="whitespace-pre-wrap text-ink">{record.description}</p> : null}
              {record.tags.length ? <p className="text-sm text-ink-muted">Etiquetas: {record.tags.join(', ')}</p> : null}
              {record.advice ? (
                <details className="rounded-xl bg-navy-950/50 p-3">
                  <summary className="min-h-11 cursor-pointer content-center font-semibold text-amber-200">Lo que Sendero le respondió</summary>
                  <Markdown content={record.advice} className="mt-2" />
                </details>
              ) : null}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

const routeStatus: Record<Route['progressStatus'], string> = { NOT_STARTED: 'Sin empezar', IN_PROGRESS: 'En curso', COMPLETED: 'Terminada' };

function RoutesSection({ routes, name }: { routes: Route[]; name: string }) {
  const started = routes.filter((route) => route.progressStatus !== 'NOT_STARTED');
  return (
    <div className="flex flex-col gap-3">
      {started.length === 0 ? <p className="text-ink-muted">{name} todavía no ha empezado ninguna ruta.</p> : null}
      <ul className="flex flex-col gap-3">
        {(started.length ? started : routes).map((route) => (
          <li key={route.id}>
            <Card className="flex flex-col gap-2">
              <p className="font-semibold text-ink">{route.title}</p>
              <p className="text-sm text-ink-muted">
                {routeStatus[route.progressStatus]} · {route.progress} %
                {route.lastInteraction ? ` · última visita el ${formatDate(route.lastInteraction)}` : ''}
              </p>
              <Progress value={route.progress} label={`Progreso de ${name} en «${route.title}»`} />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

const planLists: { key: 'warningSigns' | 'copingStrategies' | 'distractions' | 'safeEnvironment' | 'reasonsToLive'; title: string }[] = [
  { key: 'warningSigns', title: 'Señales de alerta' },
  { key: 'copingStrategies', title: 'Lo que puede hacer a solas' },
  { key: 'distractions', title: 'Personas y lugares que le distraen' },
  { key: 'safeEnvironment', title: 'Hacer su entorno más seguro' },
  { key: 'reasonsToLive', title: 'Sus razones para vivir' },
];

function SafetyPlanSection({ plan, name }: { plan: SafetyPlan; name: string }) {
  if (!plan.updatedAt) return <p className="text-ink-muted">{name} todavía no ha escrito su plan de seguridad.</p>;
  const contacts = [
    { title: 'Personas a las que puede pedir ayuda', list: plan.supportPeople },
    { title: 'Profesionales y líneas de ayuda', list: plan.professionals },
  ];
  return (
    <div className="flex flex-col gap-3">
      {planLists.map(({ key, title }) => (
        <Card key={key} className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">{title}</h3>
          {plan[key].length ? (
            <ul className="list-disc pl-5 text-ink">
              {plan[key].map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">Nada anotado.</p>
          )}
        </Card>
      ))}
      {contacts.map(({ title, list }) => (
        <Card key={title} className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">{title}</h3>
          {list.length ? (
            <ul className="flex flex-col gap-1 text-ink">
              {list.map((contact, index) => (
                <li key={index}>
                  {contact.name}
                  {contact.phone ? (
                    <>
                      {' · '}
                      <a className="text-amber-300 underline" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                        {contact.phone}
                      </a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">Nada anotado.</p>
          )}
        </Card>
      ))}
    </div>
  );
}

const sectionTitle = (scope: CompanionScope, name: string) =>
  ({ summary: `Resumen de ${name}`, entries: `Diario de ${name}`, routes: `Rutas de ${name}`, safetyPlan: `Plan de seguridad de ${name}` })[scope];

function Section({ id, scope, name }: { id: string; scope: CompanionScope; name: string }) {
  // One hook per section, so only the section shown asks the server (and leaves a read in the person's record).
  if (scope === 'summary') return <SummaryLoader id={id} name={name} />;
  if (scope === 'entries') return <DiaryLoader id={id} name={name} />;
  if (scope === 'routes') return <RoutesLoader id={id} name={name} />;
  return <PlanLoader id={id} name={name} />;
}
function SummaryLoader({ id, name }: { id: string; name: string }) {
  return (
    <Answer query={usePersonSummary(id)} name={name}>
      {(summary) => <SummarySection summary={summary} name={name} />}
    </Answer>
  );
}
function DiaryLoader({ id, name }: { id: string; name: string }) {
  return (
    <Answer query={usePersonDiary(id)} name={name}>
      {(page) => <DiarySection records={page.data} name={name} />}
    </Answer>
  );
}
function RoutesLoader({ id, name }: { id: string; name: string }) {
  return (
    <Answer query={usePersonRoutes(id)} name={name}>
      {(routes) => <RoutesSection routes={routes} name={name} />}
    </Answer>
  );
}
function PlanLoader({ id, name }: { id: string; name: string }) {
  return (
    <Answer query={usePersonSafetyPlan(id)} name={name}>
      {(plan) => <SafetyPlanSection plan={plan} name={name} />}
    </Answer>
  );
}

/** What one person shares with the caller: a tab per granted scope, read only, clearly theirs. */
export function PersonScreen({ id, section, sectionHref, backHref }: Hrefs & { id: string; section: string | undefined }) {
  const people = usePeople();
  const t = useMessages(companionsText);
  const person: AccompaniedPerson | undefined = people.data?.find((p) => p.id === id);
  const back = (
    <Link to={backHref} className="inline-flex min-h-11 items-center gap-2 self-start text-amber-300 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-5" />
      {t.peopleIAccompany}
    </Link>
  );
  if (people.isPending) return <p className="text-ink-muted">Cargando…</p>;
  if (!person) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        {back}
        <h1 className="text-2xl font-extrabold tracking-tight">Acompañamiento terminado</h1>
        <Ended name="esta persona" />
      </div>
    );
  }
  const name = person.person.firstName || fullName(person.person);
  const scope = scopeOfSection(section);
  if (!scope) return <Navigate to={sectionHref(id, SECTIONS[person.scopes[0] ?? 'summary'])} replace />;
  const title = `${sectionTitle(scope, name)} — solo lectura`;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      {back}
      <div className="flex flex-col gap-2 rounded-3xl border border-amber-400/40 bg-amber-400/5 p-4">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-amber-200">
          <Eye aria-hidden="true" className="size-4" />
          {t.whatSharesWithYou({ name: fullName(person.person) })}
        </p>
        <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
        <p className="text-sm text-ink-muted">{t.readOnly({ name })}</p>
      </div>
      <nav aria-label={`Lo que comparte ${name}`}>
        <ul className="flex flex-wrap gap-2">
          {person.scopes.map((granted) => (
            <li key={granted}>
              <Link
                to={sectionHref(id, SECTIONS[granted])}
                aria-current={granted === scope ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 font-semibold',
                  granted === scope ? 'border-amber-400 bg-amber-400 text-navy-950' : 'border-navy-600 text-ink hover:bg-navy-700',
                )}
              >
                {scopeTexts[granted].tab}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section key={`${id}-${scope}`} id={id} scope={scope} name={name} />
    </div>
  );
}
