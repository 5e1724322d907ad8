import { CompanionScopes, type Companion, type CompanionScope } from '@sendero/shared';
import { History, UserMinus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { EmptyNote } from '@/components/empty-note';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ApiClientError } from '@/lib/api-client';
import { useCompanionAudit, useCompanions, useEndCompanionship, useUpdateCompanion } from '../api/companions';
import { auditSentence, fullName, lastReadText, scopeList } from '../texts';
import { ScopePicker } from './scope-picker';

const failure = (caught: unknown, fallback: string) => (caught instanceof ApiClientError && caught.firstMessage) || fallback;

function AuditTrail({ companion }: { companion: Companion }) {
  const audit = useCompanionAudit(companion.id, true);
  if (audit.isPending) return <p className="text-sm text-ink-muted">Cargando…</p>;
  if (audit.isError) return <p className="text-sm text-ink-muted">No pudimos cargar el registro. Inténtalo de nuevo en un momento.</p>;
  if (audit.data.length === 0) return <p className="text-sm text-ink-muted">{companion.companion.firstName} todavía no ha leído nada.</p>;
  return (
    <ol className="flex flex-col gap-1 text-sm text-ink" aria-label={`Lo que ha leído ${companion.companion.firstName}`}>
      {audit.data.map((read, index) => (
        <li key={`${read.at}-${index}`}>{auditSentence(companion.companion.firstName, read.scope, read.at)}</li>
      ))}
    </ol>
  );
}

function CompanionCard({ companion }: { companion: Companion }) {
  const update = useUpdateCompanion();
  const end = useEndCompanionship();
  const [scopes, setScopes] = useState<CompanionScope[]>(companion.scopes);
  const [editing, setEditing] = useState(false);
  const [showAudit, setShowAudit] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const alertId = useId();
  const name = companion.companion.firstName || fullName(companion.companion);

  const saveScopes = async () => {
    const parsed = CompanionScopes.safeParse(scopes);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await update.mutateAsync({ id: companion.id, scopes: parsed.data });
      setEditing(false);
      setError(undefined);
      toast.success(`Ahora ${name} puede ver: ${scopeList(parsed.data)}.`);
    } catch (caught) {
      setError(failure(caught, 'No pudimos guardar el cambio. Inténtalo de nuevo.'));
    }
  };

  const toggleAlert = async (alertOnCrisis: boolean) => {
    try {
      await update.mutateAsync({ id: companion.id, alertOnCrisis });
    } catch (caught) {
      toast.error(failure(caught, 'No pudimos guardar el cambio. Inténtalo de nuevo.'));
    }
  };

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-navy-600 p-4" data-testid="companion">
      <div className="flex flex-col gap-1">
        <p className="text-lg font-bold text-ink">{fullName(companion.companion)}</p>
        <p className="text-sm break-all text-ink-muted">{companion.companion.email}</p>
        <p className="text-ink">
          Puede ver: <strong>{scopeList(companion.scopes)}</strong>
        </p>
        <p className="text-sm text-ink-muted">{lastReadText(companion.lastReadAt)}</p>
      </div>

      {editing ? (
        <div className="flex flex-col gap-3">
          <ScopePicker legend={`Qué puede ver ${name}`} value={scopes} onChange={(next) => (setScopes(next), setError(undefined))} withPreview={false} />
          {error ? (
            <p role="alert" className="text-sm text-red-200">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => void saveScopes()} disabled={update.isPending} aria-busy={update.isPending}>
              Guardar
            </Button>
            <Button variant="ghost" onClick={() => (setEditing(false), setScopes(companion.scopes), setError(undefined))}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Cambiar lo que ve
        </Button>
      )}

      <label htmlFor={alertId} className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-2xl border border-navy-600 p-3">
        <span className="flex flex-col">
          <span className="font-semibold text-ink">Avisar a mi acompañante si escribo algo preocupante</span>
          <span className="text-sm text-ink-muted">
            Le enviaremos un correo que solo dice que podrías necesitarle y que se ponga en contacto contigo. Nunca lo que escribiste.
          </span>
        </span>
        <input
          id={alertId}
          type="checkbox"
          role="switch"
          checked={companion.alertOnCrisis}
          disabled={update.isPending}
          onChange={(event) => void toggleAlert(event.target.checked)}
          className="size-6 shrink-0 accent-amber-400"
        />
      </label>

      <div className="flex flex-col gap-2">
        <Button variant="ghost" aria-expanded={showAudit} onClick={() => setShowAudit((shown) => !shown)} className="justify-start">
          <History aria-hidden="true" />
          {showAudit ? 'Ocultar lo que ha leído' : 'Ver lo que ha leído'}
        </Button>
        {showAudit ? <AuditTrail companion={companion} /> : null}
      </div>

      <ConfirmDialog
        trigger={
          <Button variant="ghost" className="justify-start text-red-200 hover:bg-red-400/10">
            <UserMinus aria-hidden="true" />
            Dejar de compartir con {name}
          </Button>
        }
        title={`¿Dejar de compartir con ${name}?`}
        description={`${name} dejará de ver lo que compartes desde este mismo momento. Si más adelante quieres, podrás darle un código nuevo.`}
        confirmLabel="Dejar de compartir"
        onConfirm={async () => {
          try {
            await end.mutateAsync(companion.id);
            toast.success(`${name} ya no puede ver nada de lo tuyo.`);
          } catch (caught) {
            toast.error(failure(caught, 'No pudimos terminar el acompañamiento. Inténtalo de nuevo.'));
            throw caught;
          }
        }}
      />
    </li>
  );
}

/** Everyone at the person's side: what each can see, when they last read, and the way out. */
export function CompanionsList() {
  const companions = useCompanions();
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Tus acompañantes</CardTitle>
      {companions.isPending ? (
        <p className="text-ink-muted">Cargando…</p>
      ) : companions.isError ? (
        <p className="text-ink-muted">No pudimos cargar tus acompañantes. Inténtalo de nuevo en un momento.</p>
      ) : companions.data.length === 0 ? (
        <EmptyNote icon={Users}>Todavía no compartes nada con nadie. Cuando alguien acepte tu código, aparecerá aquí.</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-4">
          {companions.data.map((companion) => (
            <CompanionCard key={`${companion.id}-${companion.scopes.join()}`} companion={companion} />
          ))}
        </ul>
      )}
    </Card>
  );
}
