import {
  OIDC_ERASE_ERRORS,
  oidcEraseErrorMessages,
  type DaylioDateOrder,
  type DaylioMoodMapping,
  type DeleteAccountBody,
  type ImportPreview,
  type ImportResult,
} from '@sendero/shared';
import { Download, FileUp, KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { deleteAccount, downloadExport, leaveFor, previewImport, startInstitutionConfirmation, useEraseOptions, useImportData } from '../api/account-data';
import { DaylioMoodMappingForm } from './daylio-mood-mapping';
import { useMessages } from '@/lib/i18n';
import { accountText, type AccountText } from '../account.messages';

const reason = (error: unknown, fallback: string) => (error instanceof ApiClientError ? (error.body?.message ?? [fallback]) : [fallback]);

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('es-ES')} ${count === 1 ? one : many}`;

/** The summary a person reads after an import, in whole sentences. */
export function importSummary(result: ImportResult, t: AccountText = accountText.get()): string[] {
  const lines = [result.added > 0 ? t.entriesAdded({ count: plural(result.added, t.oneEntry, t.entries) }) : t.noneAdded];
  if (result.skipped === 1) lines.push(t.oneSkipped);
  if (result.skipped > 1) lines.push(t.skipped({ count: plural(result.skipped, t.oneEntry, t.entries) }));
  if (result.safetyPlan === 'restored') lines.push(t.planRestored);
  if (result.safetyPlan === 'kept') lines.push(t.planKept);
  return lines;
}

function ExportButton() {
  const t = useMessages(accountText);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport();
      toast.success(t.downloading);
    } catch (error) {
      toast.error(reason(error, t.exportFailed)[0]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      <Download aria-hidden="true" />
      {busy ? t.preparing : t.download}
    </Button>
  );
}

function ImportControl() {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const t = useMessages(accountText);
  const importing = useImportData();
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; lines: string[] } | null>(null);
  // A Daylio CSV read but not stored: its moods wait for the person's choice.
  const [pending, setPending] = useState<{ file: File; preview: ImportPreview } | null>(null);
  const busy = reading || importing.isPending;

  // The mapping form went: focus returns to Importar, beside the summary, once it is enabled again.
  const focusImport = useRef(false);

  useEffect(() => {
    if (pending) document.getElementById('daylio-mapping-title')?.focus();
  }, [pending]);

  useEffect(() => {
    if (!focusImport.current || busy || pending) return;
    focusImport.current = false;
    document.getElementById(`${inputId}-button`)?.focus();
  }, [busy, pending, inputId]);

  const store = async (file: File, moods?: DaylioMoodMapping, dateOrder?: DaylioDateOrder) => {
    try {
      setOutcome({ ok: true, lines: importSummary(await importing.mutateAsync({ file, moods, dateOrder }), t) });
      if (moods) {
        focusImport.current = true;
        setPending(null);
      }
    } catch (error) {
      setOutcome({ ok: false, lines: reason(error, t.importFailed) });
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setOutcome(null);
    setPending(null);
    setReading(true);
    try {
      const preview = await previewImport(file);
      if (preview.format === 'daylio') setPending({ file, preview });
      else await store(file);
    } catch (error) {
      setOutcome({ ok: false, lines: reason(error, t.readFailed) });
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".zip,.csv,application/zip,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button id={`${inputId}-button`} variant="secondary" onClick={() => input.current?.click()} disabled={busy} aria-busy={busy}>
        <FileUp aria-hidden="true" />
        {reading ? t.reading : importing.isPending ? t.importing : t.import}
      </Button>
      <p className="text-sm text-ink-muted">{t.importHint}</p>
      {pending ? (
        <DaylioMoodMappingForm
          fileName={pending.file.name}
          total={pending.preview.entries}
          moods={pending.preview.moods}
          askDateOrder={pending.preview.askDateOrder}
          busy={importing.isPending}
          onConfirm={(moods, dateOrder) => void store(pending.file, moods, dateOrder)}
          onCancel={() => {
            setPending(null);
            document.getElementById(`${inputId}-button`)?.focus();
          }}
        />
      ) : null}
      <div role="status" aria-live="polite">
        {outcome ? (
          <div className={outcome.ok ? 'rounded-xl bg-emerald-400/10 p-3 text-sm text-emerald-100' : 'rounded-xl bg-red-400/10 p-3 text-sm text-red-100'}>
            <p className="font-semibold">{outcome.ok ? t.imported : t.nothingImported}</p>
            <ul className="mt-1 list-disc pl-5">
              {outcome.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

type Arrival = { kind: 'confirmed'; code: string } | { kind: 'refused'; message: string } | { kind: 'none' };

/**
 * What the server's callback put in /profile's address after a confirmation at the institution
 * (decision 046): `#erase=` (a one-time code) or `?erase_error=`. Read once, then wiped from the
 * address bar and history.
 */
function readArrival(): Arrival {
  const code = new URLSearchParams(window.location.hash.slice(1)).get('erase');
  const error = new URLSearchParams(window.location.search).get('erase_error');
  if (!code && !error) return { kind: 'none' };
  window.history.replaceState(window.history.state, '', window.location.pathname);
  if (code) return { kind: 'confirmed', code };
  const reason = OIDC_ERASE_ERRORS.find((known) => known === error) ?? 'failed';
  return { kind: 'refused', message: oidcEraseErrorMessages[reason] };
}

function WhatGoes({ id }: { id: string }) {
  const t = useMessages(accountText);
  return (
    <div id={id} className="flex flex-col gap-2 text-sm text-ink">
      <p>{t.allGoes}</p>
      <ul className="list-disc pl-5">
        <li>{t.goesAccount}</li>
        <li>{t.goesDiary}</li>
        <li>{t.goesRoutes}</li>
        <li>{t.goesPlan}</li>
        <li>{t.goesSessions}</li>
      </ul>
      <p>{t.cannotUndo}</p>
    </div>
  );
}

/** Sends the browser to the institution to sign in again; it comes back to this screen with a code or a reason. */
function ConfirmWithInstitution({ institution, alsoPassword }: { institution: string; alsoPassword: boolean }) {
  const t = useMessages(accountText);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const go = async () => {
    setBusy(true);
    setError(undefined);
    try {
      leaveFor((await startInstitutionConfirmation()).url);
    } catch (caught) {
      setError(reason(caught, t.institutionUnreachable)[0]);
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink">{alsoPassword ? t.orConfirmWith({ institution }) : t.confirmWith({ institution })}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-100">
          {error}
        </p>
      ) : null}
      <Button type="button" variant="secondary" className="self-start" onClick={() => void go()} disabled={busy} aria-busy={busy}>
        <KeyRound aria-hidden="true" />
        {busy ? t.goingToInstitution : t.confirmWithButton({ institution })}
      </Button>
    </div>
  );
}

function DeleteAccount({ onErased }: { onErased: () => void }) {
  const t = useMessages(accountText);
  const [arrival] = useState(readArrival);
  const [open, setOpen] = useState(arrival.kind !== 'none');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const explanationId = useId();
  const panel = useRef<HTMLFormElement>(null);
  const options = useEraseOptions(open && arrival.kind !== 'confirmed');
  // Without an answer about the institution, the password, as before.
  const byPassword = options.data?.password ?? !options.isPending;
  const institution = options.data?.institution ?? null;

  useEffect(() => {
    // Back from the institution: the person lands on the panel they left, not at the top of the profile.
    if (arrival.kind !== 'none') panel.current?.scrollIntoView?.({ block: 'center' });
  }, [arrival]);

  const erase = async (proof: DeleteAccountBody) => {
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount(proof);
      onErased();
    } catch (caught) {
      setError(reason(caught, t.eraseFailed)[0]);
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (arrival.kind === 'confirmed') return erase({ eraseCode: arrival.code });
    if (!password) {
      setError(t.writePassword);
      return;
    }
    return erase({ password });
  };

  if (!open) {
    return (
      <Button variant="ghost" className="self-start text-red-200" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t.eraseAccount}
      </Button>
    );
  }
  const eraseButton = (
    <Button type="submit" className="bg-red-300 text-navy-950 hover:bg-red-200" disabled={busy} aria-busy={busy}>
      {busy ? t.erasing : t.eraseForever}
    </Button>
  );
  return (
    <form
      ref={panel}
      onSubmit={(event) => void submit(event)}
      aria-describedby={explanationId}
      className="flex flex-col gap-3 rounded-2xl border border-red-300/40 bg-red-400/5 p-4"
    >
      <h3 className="font-bold text-red-100">{t.eraseAccount}</h3>
      <WhatGoes id={explanationId} />
      {arrival.kind === 'refused' ? (
        <p role="alert" className="rounded-lg border border-amber-400/50 bg-amber-400/10 p-3 text-sm text-ink">
          {arrival.message}
        </p>
      ) : null}
      {arrival.kind === 'confirmed' ? (
        <>
          <p className="rounded-lg bg-emerald-400/10 p-3 text-sm text-emerald-100">{t.institutionConfirmed}</p>
          {error ? (
            <p role="alert" className="text-sm text-red-100">
              {error}
            </p>
          ) : null}
        </>
      ) : options.isPending ? (
        <Spinner label={t.checkingHow} />
      ) : (
        <>
          {byPassword ? (
            <FormField
              label={t.yourPassword}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
            />
          ) : null}
          {institution ? <ConfirmWithInstitution institution={institution} alsoPassword={byPassword} /> : null}
        </>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
          {t.cancel}
        </Button>
        {arrival.kind === 'confirmed' || byPassword ? eraseButton : null}
      </div>
    </form>
  );
}

/** "Mis datos" in the profile: take a copy, bring one back, or leave (docs/product.md#data-ownership-and-scale Data ownership). */
export function MyDataSection({ onErased }: { onErased: () => void }) {
  const t = useMessages(accountText);
  return (
    <Card className="flex flex-col gap-5" id="mis-datos">
      <div className="flex flex-col gap-1">
        <CardTitle>{t.myData}</CardTitle>
        <p className="text-sm text-ink-muted">
          {t.yours}{' '}
          <Link to={paths.privacy.getHref()} className="inline-flex items-center gap-1 font-semibold text-amber-300 underline underline-offset-2">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t.howWeCare}
          </Link>
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <ExportButton />
        <p className="text-sm text-ink-muted">{t.exportContents}</p>
      </div>
      <ImportControl />
      <DeleteAccount onErased={onErased} />
    </Card>
  );
}
