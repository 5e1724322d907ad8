import { companionSpoken, CompanionScopes, type CompanionInvitation, type CompanionScope } from '@sendero/shared';
import { Check, Copy, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ApiClientError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { sayIn } from '@/lib/spoken-messages';
import { useCreateInvitation } from '../api/companions';
import { previewKeys, whenSpanish } from '../texts';
import { CompanionsList } from './companions-list';
import { companionsText } from './messages';
import { QrCode } from '@/components/qr-code';
import { ScopePicker } from './scope-picker';

/** The public address of the code: opening it, signed in or after signing in, fills the code in. */
/** The scopes' own check, in the person's Spanish. */
const sayCompanions = sayIn([companionSpoken]);

export const invitationLink = (code: string, origin = window.location.origin) => `${origin}/acompanar?codigo=${encodeURIComponent(code)}`;

function NewCode({ invitation, onAnother }: { invitation: CompanionInvitation; onAnother: () => void }) {
  const [copied, setCopied] = useState(false);
  const link = invitationLink(invitation.code);
  const t = useMessages(companionsText);
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-ink-muted">{t.giveCode}</p>
      <p
        className="font-mono text-4xl font-extrabold tracking-[0.2em] text-amber-200 sm:text-5xl"
        aria-label={t.codeLabel({ spelled: invitation.code.split('').join(' ') })}
        data-testid="companion-code"
      >
        {invitation.code}
      </p>
      <p className="text-sm text-ink-muted">{t.validOnce({ until: whenSpanish(invitation.expiresAt) })}</p>
      <QrCode text={link} label={t.qrLabel} />
      <div className="flex w-full flex-col gap-2">
        <p className="text-sm text-ink-muted">{t.orSendLink}</p>
        <p className="rounded-xl bg-navy-950/60 p-3 text-sm break-all text-ink" data-testid="companion-link">
          {link}
        </p>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? t.linkCopied : t.copyLink}
          </Button>
          <Button variant="ghost" onClick={onAnother}>
            {t.anotherCode}
          </Button>
        </div>
      </div>
    </div>
  );
}

function InvitationForm() {
  const [scopes, setScopes] = useState<CompanionScope[]>(['summary']);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateInvitation();
  const [invitation, setInvitation] = useState<CompanionInvitation | null>(null);
  const previewId = useId();
  const t = useMessages(companionsText);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CompanionScopes.safeParse(scopes);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message && sayCompanions(message));
      return;
    }
    setError(undefined);
    try {
      setInvitation(await create.mutateAsync(parsed.data));
    } catch (caught) {
      setError((caught instanceof ApiClientError && caught.firstMessage) || t.codeNotCreated);
    }
  };

  if (invitation) return <NewCode invitation={invitation} onAnother={() => setInvitation(null)} />;
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
      <ScopePicker legend={t.whatToShare} value={scopes} onChange={(next) => (setScopes(next), setError(undefined))} />
      <div id={previewId} className="rounded-2xl bg-navy-950/50 p-4" aria-live="polite">
        <p className="font-semibold text-ink">{t.companionWillSee}</p>
        {scopes.length ? (
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-ink-muted">
            {scopes.map((scope) => (
              <li key={scope}>{t[previewKeys[scope]]}</li>
            ))}
            <li>{t.nothingElse}</li>
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">{t.nothingYet}</p>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-200">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending} aria-describedby={previewId}>
        <UserPlus aria-hidden="true" />
        {create.isPending ? t.creatingCode : t.createCode}
      </Button>
    </form>
  );
}

/** Ajustes → "Compartir con alguien": a new code, then everyone at the person's side. */
export function ShareScreen() {
  const t = useMessages(companionsText);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">{t.shareWithSomeone}</h1>
        <p className="text-ink-muted">{t.shareIntro}</p>
      </div>
      <Card className="flex flex-col gap-4">
        <CardTitle>{t.newCode}</CardTitle>
        <InvitationForm />
      </Card>
      <CompanionsList />
    </div>
  );
}
