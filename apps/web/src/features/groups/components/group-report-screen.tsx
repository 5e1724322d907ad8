import type { GroupReport } from '@sendero/shared';
import { GROUP_REPORT_MIN_PEOPLE } from '@sendero/shared';
import { ArrowLeft, Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { feelings } from '@/lib/feelings';
import { useMessages } from '@/lib/i18n';
import { downloadReportCsv, useFacilitatedGroups, useGroupReport } from '../api/facilitated';
import { groupsText } from './messages';
import { FeelingsChart, FeelingsLegend, figure, RoutesChart, weekLabel, Who5Chart } from './report-charts';

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

function ReportBody({ report }: { report: GroupReport }) {
  const first = report.feelings[0];
  const last = report.feelings.at(-1);
  const shownWeeks = report.feelings.filter((week) => Object.values(week.counts).some((count) => count !== null)).length;
  return (
    <>
      {first && last ? (
        <p className="text-ink-muted">
          Semanas del {weekLabel(first.week)} al {weekLabel(last.week)}. Para proteger a cada persona, toda cifra que describiría a menos de{' '}
          {GROUP_REPORT_MIN_PEOPLE} personas, o que restada de otra lo haría, aparece como «{figure(null)}».
        </p>
      ) : null}

      <Section title="Participantes">
        <p className="flex flex-col">
          <span className="text-4xl font-extrabold tabular-nums" data-testid="report-members">
            {figure(report.members)}
          </span>
          <span className="text-sm text-ink-muted">personas en el grupo (sin contar a quienes lo facilitan)</span>
        </p>
      </Section>

      <Section title="Rutas del grupo" hint="Cuántas personas del grupo empezaron cada ruta y cuántas la completaron, hasta hoy.">
        {report.routes.length === 0 ? (
          <p className="text-ink-muted">Este grupo aún no tiene rutas asignadas.</p>
        ) : (
          <>
            <RoutesChart routes={report.routes} members={report.members} />
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
                  {report.routes.map((route) => (
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

      <Section
        title="Cómo se sintieron"
        hint="Por semana: cuántas personas anotaron cada sentimiento en su diario (cada persona cuenta una vez por sentimiento)."
      >
        {shownWeeks === 0 ? (
          <p className="text-ink-muted">Ninguna semana del periodo reúne aún a suficientes personas para mostrar sus sentimientos.</p>
        ) : (
          <>
            <FeelingsChart weeks={report.feelings} />
            <FeelingsLegend />
          </>
        )}
        <details className="rounded-xl border border-navy-600 p-3">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-amber-200">Ver los sentimientos en una tabla</summary>
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
                {report.feelings.map((week) => (
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
        </details>
      </Section>

      <Section title="Bienestar (WHO-5)" hint="La media, de 0 a 100, del primer y del último cuestionario de cada persona en el periodo.">
        <p>
          Personas con al menos un cuestionario: <span className="font-bold tabular-nums">{figure(report.who5.people)}</span>
        </p>
        {report.who5.meanFirst !== null && report.who5.meanLast !== null ? (
          <Who5Chart meanFirst={report.who5.meanFirst} meanLast={report.who5.meanLast} />
        ) : null}
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-ink-muted">Media del primer cuestionario</dt>
            <dd className="text-2xl font-bold tabular-nums">{figure(report.who5.meanFirst, ' %')}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">Media del último cuestionario</dt>
            <dd className="text-2xl font-bold tabular-nums">{figure(report.who5.meanLast, ' %')}</dd>
          </div>
        </dl>
      </Section>
    </>
  );
}

/** /mis-grupos/:groupId: one group's report, for its facilitators and admins. Counts only. */
export function GroupReportScreen({ groupId }: { groupId: string }) {
  const report = useGroupReport(groupId);
  const groups = useFacilitatedGroups();
  const t = useMessages(groupsText);
  const name = groups.data?.find((group) => group.id === groupId)?.name ?? 'Informe del grupo';
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReportCsv(groupId, name);
    } catch (error) {
      toast.error((error instanceof ApiClientError && error.firstMessage) || t.reportNotDownloaded);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={paths.myGroups.getHref()}
          className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full pr-3 text-sm font-semibold text-amber-200 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.myGroups}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink-muted">Informe del grupo</p>
            <h1 className="text-3xl font-extrabold tracking-tight break-words">{name}</h1>
          </div>
          <Button variant="secondary" onClick={() => void download()} disabled={downloading || !report.data}>
            <Download aria-hidden="true" />
            Descargar CSV
          </Button>
        </div>
      </div>
      {report.isPending ? (
        <Spinner label="Cargando el informe..." />
      ) : report.isError ? (
        <Card role="alert" className="text-center text-ink-muted">
          {(report.error instanceof ApiClientError && report.error.firstMessage) || t.reportNotLoaded}
        </Card>
      ) : (
        <ReportBody report={report.data} />
      )}
    </div>
  );
}
