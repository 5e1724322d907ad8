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
import { useAcceptInvitation, useEndCompanionship, usePeople } from '../api/companions';
import { fullName, scopeList } from '../texts';

type Links = { personHref: (person: AccompaniedPerson) => string };

function AcceptForm({ initialCode, onAccepted }: { initialCode: string; onAccepted: (person: AccompaniedPerson) => void }) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const accept = useAcceptInvitation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeCompanionCode(code);
    if (typed.length !== 8) return setError('Escribe el código que te dieron: 8 letras y números.');
    setError(undefined);
    try {
      const person = await accept.mutateAsync(typed);
      setCode('');
      toast.success(`Ahora acompañas a ${fullName(person.person)}.`);
      onAccepted(person);
    } catch (caught) {
      setError((caught instanceof ApiClientError && caught.firstMessage) || 'No pudimos aceptar el código. Inténtalo de nuevo.');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <FormField
        label="Código que te dieron"
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
        {accept.isPending ? 'Comprobando…' : 'Aceptar y acompañar'}
      </Button>
    </form>
  );
}

function PersonItem({ person, personHref }: { person: AccompaniedPerson } & Links) {
  const end = useEndCompanionship();
  const name = person.person.firstName || fullName(person.person);
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-navy-600 p-4" data-testid="accompanied-person">
      <Link
        to={personHref(person)}
        className="flex min-h-11 items-center justify-between gap-3 rounded-xl text-ink hover:text-amber-200 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        <span className="flex flex-col">
          <span className="text-lg font-bold">{fullName(person.person)}</span>
          <span className="text-sm text-ink-muted">Comparte contigo: {scopeList(person.scopes)}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
      </Link>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="sm" className="h-11 justify-start text-red-200 hover:bg-red-400/10">
            <UserMinus aria-hidden="true" />
            Dejar de acompañar a {name}
          </Button>
        }
        title={`¿Dejar de acompañar a ${name}?`}
        description={`Dejarás de ver lo que ${name} comparte contigo desde este mismo momento. Para volver, necesitarás un código nuevo.`}
        confirmLabel="Dejar de acompañar"
        onConfirm={async () => {
          await end.mutateAsync(person.id);
          toast.success(`Ya no acompañas a ${name}.`);
        }}
      />
    </li>
  );
}

/** "Personas que acompaño": a code to accept, and everyone who shares something with the caller. */
export function AccompanyScreen({ initialCode, personHref, onAccepted }: Links & { initialCode: string; onAccepted: (person: AccompaniedPerson) => void }) {
  const people = usePeople();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">Personas que acompaño</h1>
        <p className="text-ink-muted">
          Aquí ves lo que otras personas han decidido compartir contigo. Solo puedes leerlo; cada lectura queda registrada y ellas lo ven.
        </p>
      </div>
      <Card className="flex flex-col gap-4">
        <CardTitle>Tengo un código</CardTitle>
        <AcceptForm initialCode={initialCode} onAccepted={onAccepted} />
      </Card>
      <section className="flex flex-col gap-3" aria-labelledby="people-title">
        <h2 id="people-title" className="text-lg font-bold text-ink">
          A quién acompañas
        </h2>
        {people.isPending ? (
          <p className="text-ink-muted">Cargando…</p>
        ) : people.isError ? (
          <p className="text-ink-muted">No pudimos cargar la lista. Inténtalo de nuevo en un momento.</p>
        ) : people.data.length === 0 ? (
          <EmptyNote icon={HeartHandshake}>Todavía no acompañas a nadie. Cuando aceptes un código, la persona aparecerá aquí.</EmptyNote>
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
