import { Download, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PROFESSIONAL_SUMMARY_DEFAULT_DAYS, PROFESSIONAL_SUMMARY_MAX_DAYS, professionalSummaryPeriodProblem } from '@sendero/shared';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiClientError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { downloadProfessionalSummary, localIsoDate } from '../api/professional-summary';
import { statsText } from '../stats.messages';

const daysBefore = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00`);
  date.setDate(date.getDate() - days);
  return localIsoDate(date);
};

/** "Informe para mi profesional": a PDF of a chosen period to take to a therapist, a doctor or someone they trust (decision 038). */
export function ProfessionalSummarySection() {
  const t = useMessages(statsText);
  const today = localIsoDate();
  const [from, setFrom] = useState(() => daysBefore(today, PROFESSIONAL_SUMMARY_DEFAULT_DAYS - 1));
  const [to, setTo] = useState(today);
  const [entries, setEntries] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { from: useId(), to: useId(), entries: useId(), entriesHint: useId(), error: useId(), intro: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = professionalSummaryPeriodProblem(from, to);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await downloadProfessionalSummary({ from, to, entries });
      toast.success(t.reportDownloading);
    } catch (caught) {
      setError((caught instanceof ApiClientError && caught.firstMessage) || t.reportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="flex flex-col gap-5" id="informe">
      <div className="flex flex-col gap-1">
        <CardTitle>{t.reportTitle}</CardTitle>
        <p id={ids.intro} className="text-sm text-ink-muted">
          {t.reportIntro({ maxDays: PROFESSIONAL_SUMMARY_MAX_DAYS })}
        </p>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={ids.intro} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.from}>{t.reportFrom}</Label>
            <Input
              id={ids.from}
              type="date"
              required
              max={to || today}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.to}>{t.reportTo}</Label>
            <Input
              id={ids.to}
              type="date"
              required
              min={from || undefined}
              max={today}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
          </div>
        </div>

        <div className="flex flex-col gap-2">
          <label htmlFor={ids.entries} className="flex cursor-pointer items-center gap-3 rounded-2xl border border-navy-600 p-3">
            <input
              id={ids.entries}
              type="checkbox"
              checked={entries}
              onChange={(event) => setEntries(event.target.checked)}
              aria-describedby={ids.entriesHint}
              className="size-5 shrink-0 accent-amber-400"
            />
            <span className="font-semibold text-ink">{t.reportEntries}</span>
          </label>
          <p id={ids.entriesHint} className="flex gap-2 text-sm text-ink-muted">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{t.reportEntriesHint}</span>
          </p>
        </div>

        {error ? (
          <p id={ids.error} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}

        <Button type="submit" className="self-stretch sm:self-start" disabled={busy} aria-busy={busy}>
          <Download aria-hidden="true" />
          {busy ? t.reportPreparing : t.reportDownload}
        </Button>
      </form>
    </Card>
  );
}
