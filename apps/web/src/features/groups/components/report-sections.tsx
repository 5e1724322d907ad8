import type { GroupReport } from '@sendero/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { feelings } from '@/lib/feelings';
import { FeelingsChart, FeelingsLegend, figure, RoutesChart, Who5Chart, weekLabel } from './report-charts';

function Section({ title, children, hint }: { title: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold">{title}</h2>
        {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** A table people can scroll sideways by keyboard too, without the page scrolling. */
function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-xl focus-visible:outline-2 focus-visible:outline-amber-300"
    >
      {children}
    </div>
  );
}

const cell = 'px-2 py-2 text-left';

export function MembersSection({ members }: { members: GroupReport['members'] }) {
  return (
    <Section title="Participantes">
      <p className="flex flex-col">
        <span className="text-4xl font-extrabold tabular-nums" data-testid="report-members">
          {figure(members)}
        </span>
        <span className="text-sm text-ink-muted">personas en el grupo (sin contar a quienes lo facilitan)</span>
      </p>
    </Section>
  );
}

export function RoutesSection({ routes, members }: Pick<GroupReport, 'routes' | 'members'>) {
  return (
    <Section title="Rutas del grupo" hint="Cuántas personas del grupo empezaron cada ruta y cuántas la completaron, hasta hoy.">
      {routes.length === 0 ? (
        <p className="text-ink-muted">Este grupo aún no tiene rutas asignadas.</p>
      ) : (
        <>
          <RoutesChart routes={routes} members={members} />
          <TableRegion label="Rutas del grupo en tabla">
            <table className="w-full text-sm">
              <caption className="sr-only">Personas que empezaron y completaron cada ruta</caption>
              <thead className="text-ink-muted">
                <tr>
                  <th scope="col" className={cell}>
                    Ruta
                  </th>
                  <th scope="col" className={cell}>
                    Empezaron
                  </th>
                  <th scope="col" className={cell}>
                    Completaron
                  </th>
                </tr>
              </thead>
              <tbody>
                {routes.map((route) => (
                  <tr key={route.routeId} className="border-t border-navy-700">
                    <th scope="row" className={`${cell} font-semibold`}>
                      {route.title}
                    </th>
                    <td className={`${cell} tabular-nums`}>{figure(route.started)}</td>
                    <td className={`${cell} tabular-nums`}>{figure(route.completed)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </>
      )}
    </Section>
  );
}

function FeelingsTable({ weeks }: { weeks: GroupReport['feelings'] }) {
  return (
    <TableRegion label="Sentimientos por semana en tabla">
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">Personas que anotaron cada sentimiento, por semana</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className={cell}>
              Semana
            </th>
            {feelings.map((feeling) => (
              <th key={feeling.value} scope="col" className={cell}>
                {feeling.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week} className="border-t border-navy-700">
              <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
                {weekLabel(week.week)}
              </th>
              {feelings.map((feeling) => (
                <td key={feeling.value} className={`${cell} tabular-nums whitespace-nowrap`}>
                  {figure(week.counts[feeling.value])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

export function FeelingsSection({ weeks }: { weeks: GroupReport['feelings'] }) {
  const shownWeeks = weeks.filter((week) => Object.values(week.counts).some((count) => count !== null)).length;
  return (
    <Section
      title="Cómo se sintieron"
      hint="Por semana: cuántas personas anotaron cada sentimiento en su diario (cada persona cuenta una vez por sentimiento)."
    >
      {shownWeeks === 0 ? (
        <p className="text-ink-muted">Ninguna semana del periodo reúne aún a suficientes personas para mostrar sus sentimientos.</p>
      ) : (
        <>
          <FeelingsChart weeks={weeks} />
          <FeelingsLegend />
        </>
      )}
      <details className="rounded-xl border border-navy-600 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-amber-200">Ver los sentimientos en una tabla</summary>
        <FeelingsTable weeks={weeks} />
      </details>
    </Section>
  );
}

export function Who5Section({ who5 }: { who5: GroupReport['who5'] }) {
  return (
    <Section title="Bienestar (WHO-5)" hint="La media, de 0 a 100, del primer y del último cuestionario de cada persona en el periodo.">
      <p>
        Personas con al menos un cuestionario: <span className="font-bold tabular-nums">{figure(who5.people)}</span>
      </p>
      {who5.meanFirst !== null && who5.meanLast !== null ? <Who5Chart meanFirst={who5.meanFirst} meanLast={who5.meanLast} /> : null}
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-ink-muted">Media del primer cuestionario</dt>
          <dd className="text-2xl font-bold tabular-nums">{figure(who5.meanFirst, ' %')}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Media del último cuestionario</dt>
          <dd className="text-2xl font-bold tabular-nums">{figure(who5.meanLast, ' %')}</dd>
        </div>
      </dl>
    </Section>
  );
}
