import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import { useSession } from '@/api/session';
import { usePageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AccompanyScreen, PersonScreen, ShareScreen } from '@/features/companions';
import { keepPendingCompanionCode } from '@/lib/pending-companion-code';

export function SharePage() {
  usePageTitle('Compartir con alguien');
  return <ShareScreen />;
}

export function AccompanyPage() {
  usePageTitle('Personas que acompaño');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AccompanyScreen
      initialCode={search.get('codigo') ?? ''}
      personHref={(person) => paths.accompaniedPerson.getHref(person.id)}
      onAccepted={(person) => void navigate(paths.accompaniedPerson.getHref(person.id), { replace: true })}
    />
  );
}

export function AccompaniedPersonPage() {
  usePageTitle('Lo que te comparten');
  const { companionshipId = '', section } = useParams();
  return (
    <PersonScreen
      id={companionshipId}
      section={section}
      sectionHref={(id, next) => paths.accompaniedPerson.getHref(id, next)}
      backHref={paths.accompany.getHref()}
    />
  );
}

/** The public link of a code: signed in, straight to the form; otherwise the code waits for the sign-in. */
export function CompanionInvitePage() {
  usePageTitle('Acompañar a alguien');
  const [search] = useSearchParams();
  const { isLoading, isAuthenticated } = useSession();
  const code = search.get('codigo') ?? '';
  if (isLoading) return null;
  if (isAuthenticated) return <Navigate to={paths.accompany.getHref(code || undefined)} replace />;
  if (code) keepPendingCompanionCode(code);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 p-6">
      <Card className="flex flex-col items-center gap-4 text-center">
        <HeartHandshake aria-hidden="true" className="size-10 text-amber-300" />
        <h1 className="text-2xl font-extrabold tracking-tight">Alguien quiere que le acompañes</h1>
        <p className="text-ink-muted">
          Para ver lo que quiere compartir contigo, entra en Sendero con tu cuenta o crea una. Después, el código estará ya escrito.
        </p>
        <div className="flex w-full flex-col gap-2">
          <Button asChild>
            <Link to={paths.login.getHref()}>Iniciar sesión</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.register.getHref()}>Crear una cuenta</Link>
          </Button>
        </div>
      </Card>
    </main>
  );
}
