import type { GroupReport } from '@sendero/shared';
import { GROUP_REPORT_MIN_PEOPLE } from '@sendero/shared';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { downloadReportCsv, useFacilitatedGroups, useGroupReport } from '../api/facilitated';
import { groupsText } from './messages';
import { figure, weekLabel } from './report-charts';
import { FeelingsSection, MembersSection, RoutesSection, Who5Section } from './report-sections';

function ReportBody({ report }: { report: GroupReport }) {
  const first = report.feelings[0];
  const last = report.feelings.at(-1);
  return (
    <>
      {first && last ? (
        <p className="text-ink-muted">
          Semanas del {weekLabel(first.week)} al {weekLabel(last.week)}. Para proteger a cada persona, toda cifra que describiría a menos de{' '}
          {GROUP_REPORT_MIN_PEOPLE} personas, o que restada de otra lo haría, aparece como «{figure(null)}».
        </p>
      ) : null}
      <MembersSection members={report.members} />
      <RoutesSection routes={report.routes} members={report.members} />
      <FeelingsSection weeks={report.feelings} />
      <Who5Section who5={report.who5} />
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
