import { normalizeCompanionCode, type AccompaniedPerson } from '@sendero/shared';
import { ChevronRight, HeartHandshake, UserMinus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmptyNote } from '@/components/empty-note';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { ApiClientError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useAcceptInvitation, useEndCompanionship, usePeople } from '../api/companions';
import { fullName, scopeList } from '../texts';
import { companionsText } from './messages';

type Links = { personHref: (person: AccompaniedPerson) => string };

function AcceptForm({ initialCode, onAccepted }: { initialCode: string; onAccepted: (person: AccompaniedPerson) => void }) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const accept = useAcceptInvitation();
  const t = useMessages(companionsText);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeCompanionCode(code);
    if (typed.length !== 8) return setError(t.typeCode);
    setError(undefined);
    try {
      const person = await accept.mutateAsync(typed);
      setCode('');
      toast.success(t.nowAccompany({ name: fullName(person.person) }));
      onAccepted(person);
    } catch (caught) {
      setError((caught instanceof ApiClientError && caught.firstMessage) || t.notAccepted);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <FormField
        label={t.codeYouGot}
        value={code}
        onChange={(event) => (setCode(event.target.value), setError(undefined))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        className="font-mono text-lg tracking-widest uppercase"
        error={error}
      />
      <Button type="submit" disabled={accept.isPending} aria-busy={accept.isPending}>
        <HeartHandshake aria-hidden="true" />
        {accept.isPending ? t.checking : t.acceptAndAccompany}
      </Button>
    </form>
  );
}

function PersonItem({ person, personHref }: { person: AccompaniedPerson } & Links) {
  const end = useEndCompanionship();
  const t = useMessages(companionsText);
  const name = person.person.firstName || fullName(person.person);
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-navy-600 p-4" data-testid="accompanied-person">
      <Link
        to={personHref(person)}
        className="flex min-h-11 items-center justify-between gap-3 rounded-xl text-ink hover:text-amber-200 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        <span className="flex flex-col">
          <span className="text-lg font-bold">{fullName(person.person)}</span>
          <span className="text-sm text-ink-muted">
            {t.sharesWithYou} {scopeList(person.scopes)}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
      </Link>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" className="h-11 justify-start text-red-200 hover:bg-red-400/10">
            <UserMinus aria-hidden="true" />
            {t.stopAccompanying({ name })}
          </Button>
        }
        title={t.stopAccompanyingTitle({ name })}
        description={t.stopAccompanyingText({ name })}
        confirmLabel={t.stopAccompanyingConfirm}
        onConfirm={async () => {
          await end.mutateAsync(person.id);
          toast.success(t.noLongerAccompany({ name }));
        }}
      />
    </li>
  );
}

/** "Personas que acompaño": a code to accept, and everyone who shares something with the caller. */
export function AccompanyScreen({ initialCode, personHref, onAccepted }: Links & { initialCode: string; onAccepted: (person: AccompaniedPerson) => void }) {
  const people = usePeople();
  const t = useMessages(companionsText);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">{t.peopleIAccompany}</h1>
        <p className="text-ink-muted">{t.accompanyIntro}</p>
      </div>
      <Card className="flex flex-col gap-4">
        <CardTitle>{t.haveCode}</CardTitle>
        <AcceptForm initialCode={initialCode} onAccepted={onAccepted} />
      </Card>
      <section className="flex flex-col gap-3" aria-labelledby="people-title">
        <h2 id="people-title" className="text-lg font-bold text-ink">
          {t.whoYouAccompany}
        </h2>
        {people.isPending ? (
          <p className="text-ink-muted">{t.loading}</p>
        ) : people.isError ? (
          <p className="text-ink-muted">{t.listNotLoaded}</p>
        ) : people.data.length === 0 ? (
          <EmptyNote icon={HeartHandshake}>{t.accompanyNobody}</EmptyNote>
        ) : (
          <ul className="flex flex-col gap-3">
            {people.data.map((person) => (
              <PersonItem key={person.id} person={person} personHref={personHref} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
