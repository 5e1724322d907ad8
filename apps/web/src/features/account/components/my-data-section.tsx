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

const reason = (error: unknown, fallback: string) => (error instanceof ApiClientError ? (error.body?.message ?? [fallback]) : [fallback]);

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('es-ES')} ${count === 1 ? one : many}`;

/** The summary a person reads after an import, in whole sentences. */
export function importSummary(result: ImportResult): string[] {
  const lines = [result.added > 0 ? `Se añadieron ${plural(result.added, 'entrada', 'entradas')} a tu diario.` : 'No se añadió ninguna entrada nueva.'];
  if (result.skipped === 1) lines.push('1 entrada ya estaba en tu diario y no se duplicó.');
  if (result.skipped > 1) lines.push(`${plural(result.skipped, 'entrada', 'entradas')} ya estaban en tu diario y no se duplicaron.`);
  if (result.safetyPlan === 'restored') lines.push('Se recuperó tu plan de seguridad.');
  if (result.safetyPlan === 'kept') lines.push('Tu plan de seguridad actual se ha mantenido tal cual; no lo hemos sustituido por el del archivo.');
  return lines;
}

function ExportButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport();
      toast.success('Tu copia se está descargando.');
    } catch (error) {
      toast.error(reason(error, 'No pudimos preparar tu copia. Inténtalo de nuevo.')[0]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      <Download aria-hidden="true" />
      {busy ? 'Preparando tu copia…' : 'Descargar mis datos'}
    </Button>
  );
}

function ImportControl() {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
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
      setOutcome({ ok: true, lines: importSummary(await importing.mutateAsync({ file, moods, dateOrder })) });
      if (moods) {
        focusImport.current = true;
        setPending(null);
      }
    } catch (error) {
      setOutcome({ ok: false, lines: reason(error, 'No pudimos importar el archivo. Inténtalo de nuevo.') });
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
      setOutcome({ ok: false, lines: reason(error, 'No pudimos leer el archivo. Inténtalo de nuevo.') });
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
        {reading ? 'Leyendo el archivo…' : importing.isPending ? 'Importando…' : 'Importar'}
      </Button>
      <p className="text-sm text-ink-muted">
        Una copia de Sendero (.zip) o una exportación CSV de Daylio, en cualquier idioma. Lo que ya tienes no se duplica.
      </p>
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
            <p className="font-semibold">{outcome.ok ? 'Importación terminada' : 'No se ha importado nada'}</p>
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
  return (
    <div id={id} className="flex flex-col gap-2 text-sm text-ink">
      <p>Se borrará todo, en el momento y para siempre:</p>
      <ul className="list-disc pl-5">
        <li>tu cuenta, tu nombre y tu correo;</li>
        <li>todas las entradas de tu diario, con sus comentarios y grabaciones;</li>
        <li>tu progreso en las rutas, tus respuestas y tus puntos;</li>
        <li>tu plan de seguridad y tus recordatorios;</li>
        <li>tus sesiones abiertas en cualquier dispositivo.</li>
      </ul>
      <p>No se puede deshacer. Si quieres guardar una copia, descarga tus datos antes.</p>
    </div>
  );
}

/** Sends the browser to the institution to sign in again; it comes back to this screen with a code or a reason. */
function ConfirmWithInstitution({ institution, alsoPassword }: { institution: string; alsoPassword: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const go = async () => {
    setBusy(true);
    setError(undefined);
    try {
      leaveFor((await startInstitutionConfirmation()).url);
    } catch (caught) {
      setError(reason(caught, 'No hemos podido contactar con tu institución. Inténtalo de nuevo en unos minutos.')[0]);
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink">
        {alsoPassword ? 'O, si lo prefieres, confirma que eres tú' : 'Para confirmar que eres tú, te pediremos que entres de nuevo'} con tu cuenta de{' '}
        {institution}. Después volverás aquí para eliminar tu cuenta.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-100">
          {error}
        </p>
      ) : null}
      <Button type="button" variant="secondary" className="self-start" onClick={() => void go()} disabled={busy} aria-busy={busy}>
        <KeyRound aria-hidden="true" />
        {busy ? 'Yendo a tu institución…' : `Confirmar con ${institution}`}
      </Button>
    </div>
  );
}

function DeleteAccount({ onErased }: { onErased: () => void }) {
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
      setError(reason(caught, 'No pudimos eliminar tu cuenta. Inténtalo de nuevo.')[0]);
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (arrival.kind === 'confirmed') return erase({ eraseCode: arrival.code });
    if (!password) {
      setError('Escribe tu contraseña.');
      return;
    }
    return erase({ password });
  };

  if (!open) {
    return (
      <Button variant="ghost" className="self-start text-red-200" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Eliminar mi cuenta
      </Button>
    );
  }
  const eraseButton = (
    <Button type="submit" className="bg-red-300 text-navy-950 hover:bg-red-200" disabled={busy} aria-busy={busy}>
      {busy ? 'Eliminando…' : 'Eliminar mi cuenta para siempre'}
    </Button>
  );
  return (
    <form
      ref={panel}
      onSubmit={(event) => void submit(event)}
      aria-describedby={explanationId}
      className="flex flex-col gap-3 rounded-2xl border border-red-300/40 bg-red-400/5 p-4"
    >
      <h3 className="font-bold text-red-100">Eliminar mi cuenta</h3>
      <WhatGoes id={explanationId} />
      {arrival.kind === 'refused' ? (
        <p role="alert" className="rounded-lg border border-amber-400/50 bg-amber-400/10 p-3 text-sm text-ink">
          {arrival.message}
        </p>
      ) : null}
      {arrival.kind === 'confirmed' ? (
        <>
          <p className="rounded-lg bg-emerald-400/10 p-3 text-sm text-emerald-100">
            Tu institución ha confirmado que eres tú. Tienes 10 minutos para eliminar tu cuenta.
          </p>
          {error ? (
            <p role="alert" className="text-sm text-red-100">
              {error}
            </p>
          ) : null}
        </>
      ) : options.isPending ? (
        <Spinner label="Comprobando cómo puedes confirmar que eres tú…" />
      ) : (
        <>
          {byPassword ? (
            <FormField
              label="Tu contraseña"
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
          Cancelar
        </Button>
        {arrival.kind === 'confirmed' || byPassword ? eraseButton : null}
      </div>
    </form>
  );
}

/** "Mis datos" in the profile: take a copy, bring one back, or leave (docs/product.md#data-ownership-and-scale Data ownership). */
export function MyDataSection({ onErased }: { onErased: () => void }) {
  return (
    <Card className="flex flex-col gap-5" id="mis-datos">
      <div className="flex flex-col gap-1">
        <CardTitle>Mis datos</CardTitle>
        <p className="text-sm text-ink-muted">
          Lo que escribes es tuyo. Tu diario se guarda cifrado: solo tú y, si lo permites, el asistente de IA lo leen.{' '}
          <Link to={paths.privacy.getHref()} className="inline-flex items-center gap-1 font-semibold text-amber-300 underline underline-offset-2">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Cómo cuidamos tu privacidad
          </Link>
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <ExportButton />
        <p className="text-sm text-ink-muted">Un .zip con tu diario (también en una hoja de cálculo), tu progreso y tu plan de seguridad.</p>
      </div>
      <ImportControl />
      <DeleteAccount onErased={onErased} />
    </Card>
  );
}
