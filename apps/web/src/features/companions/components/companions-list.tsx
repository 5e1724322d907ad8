import { companionSpoken, CompanionScopes, type Companion, type CompanionScope } from '@sendero/shared';
import { History, UserMinus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { EmptyNote } from '@/components/empty-note';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ApiClientError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { sayIn } from '@/lib/spoken-messages';
import { useCompanionAudit, useCompanions, useEndCompanionship, useUpdateCompanion } from '../api/companions';
import { auditSentence, fullName, lastReadText, scopeList } from '../texts';
import { companionsText } from './messages';
import { ScopePicker } from './scope-picker';

const failure = (caught: unknown, fallback: string) => (caught instanceof ApiClientError && caught.firstMessage) || fallback;
/** The scopes' own check, in the person's Spanish. */
const sayCompanions = sayIn([companionSpoken]);

function AuditTrail({ companion }: { companion: Companion }) {
  const audit = useCompanionAudit(companion.id, true);
  const t = useMessages(companionsText);
  if (audit.isPending) return <p className="text-sm text-ink-muted">{t.loading}</p>;
  if (audit.isError) return <p className="text-sm text-ink-muted">{t.auditNotLoaded}</p>;
  if (audit.data.length === 0) return <p className="text-sm text-ink-muted">{t.notReadYet({ name: companion.companion.firstName })}</p>;
  return (
    <ol className="flex flex-col gap-1 text-sm text-ink" aria-label={t.whatReadLabel({ name: companion.companion.firstName })}>
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
  const t = useMessages(companionsText);
  const name = companion.companion.firstName || fullName(companion.companion);

  const saveScopes = async () => {
    const parsed = CompanionScopes.safeParse(scopes);
    if (!parsed.success) return setError(sayCompanions(parsed.error.issues[0]?.message ?? ''));
    try {
      await update.mutateAsync({ id: companion.id, scopes: parsed.data });
      setEditing(false);
      setError(undefined);
      toast.success(t.nowCanSee({ name, scopes: scopeList(parsed.data) }));
    } catch (caught) {
      setError(failure(caught, t.changeNotSaved));
    }
  };

  const toggleAlert = async (alertOnCrisis: boolean) => {
    try {
      await update.mutateAsync({ id: companion.id, alertOnCrisis });
    } catch (caught) {
      toast.error(failure(caught, t.changeNotSaved));
    }
  };

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-navy-600 p-4" data-testid="companion">
      <div className="flex flex-col gap-1">
        <p className="text-lg font-bold text-ink">{fullName(companion.companion)}</p>
        <p className="text-sm break-all text-ink-muted">{companion.companion.email}</p>
        <p className="text-ink">
          {t.canSee} <strong>{scopeList(companion.scopes)}</strong>
        </p>
        <p className="text-sm text-ink-muted">{lastReadText(companion.lastReadAt)}</p>
      </div>

      {editing ? (
        <div className="flex flex-col gap-3">
          <ScopePicker legend={t.whatCanSee({ name })} value={scopes} onChange={(next) => (setScopes(next), setError(undefined))} withPreview={false} />
          {error ? (
            <p role="alert" className="text-sm text-red-200">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => void saveScopes()} disabled={update.isPending} aria-busy={update.isPending}>
              {t.save}
            </Button>
            <Button variant="ghost" onClick={() => (setEditing(false), setScopes(companion.scopes), setError(undefined))}>
              {t.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t.changeWhatSees}
        </Button>
      )}

      <label htmlFor={alertId} className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-2xl border border-navy-600 p-3">
        <span className="flex flex-col">
          <span className="font-semibold text-ink">{t.alertTitle}</span>
          <span className="text-sm text-ink-muted">{t.alertText}</span>
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
          {showAudit ? t.hideRead : t.showRead}
        </Button>
        {showAudit ? <AuditTrail companion={companion} /> : null}
      </div>

      <ConfirmDialog
        trigger={
          <Button variant="ghost" className="justify-start text-red-200 hover:bg-red-400/10">
            <UserMinus aria-hidden="true" />
            {t.stopSharing({ name })}
          </Button>
        }
        title={t.stopSharingTitle({ name })}
        description={t.stopSharingText({ name })}
        confirmLabel={t.stopSharingConfirm}
        onConfirm={async () => {
          try {
            await end.mutateAsync(companion.id);
            toast.success(t.seesNothing({ name }));
          } catch (caught) {
            toast.error(failure(caught, t.notEnded));
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
  const t = useMessages(companionsText);
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>{t.yourCompanions}</CardTitle>
      {companions.isPending ? (
        <p className="text-ink-muted">{t.loading}</p>
      ) : companions.isError ? (
        <p className="text-ink-muted">{t.companionsNotLoaded}</p>
      ) : companions.data.length === 0 ? (
        <EmptyNote icon={Users}>{t.sharingNothing}</EmptyNote>
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
