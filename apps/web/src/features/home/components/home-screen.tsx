import { BookOpenText, ChevronRight, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import headerImage from '@/assets/home-header.svg';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { DayStrip } from './day-strip';

function SectionLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-amber-200 hover:underline">
      {children}
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

export function HomeScreen() {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-8">
      <div className="relative -mx-5 -mt-6 overflow-hidden sm:mx-0 sm:mt-0 sm:rounded-3xl">
        <img src={headerImage} alt="" className="h-56 w-full object-cover md:h-72" />
        <div className="absolute inset-0 bg-gradient-to-t from-navy-900 via-navy-900/30 to-transparent" />
        <div className="absolute inset-x-5 bottom-4 sm:inset-x-6">
          <p className="text-sm font-semibold text-amber-200">Un paso a la vez</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">
            {user ? `Hola, ${user.firstName}` : 'Hola'}
          </h1>
        </div>
      </div>

      <section aria-labelledby="diary-heading" className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="diary-heading" className="text-xl font-bold">
            Diario
          </h2>
          <SectionLink to={paths.calendar.getHref()}>Ver todas las entradas</SectionLink>
        </div>
        <DayStrip />
        <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-muted">¿Cómo te sientes hoy? Tómate un momento para escucharte.</p>
          <Button asChild className="shrink-0">
            <Link to={paths.dailyIntro.getHref()}>
              <PenLine aria-hidden="true" />
              Registrar Día
            </Link>
          </Button>
        </Card>
      </section>

      <section aria-labelledby="routes-heading" className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="routes-heading" className="text-xl font-bold">
            Tus Rutas
          </h2>
          <SectionLink to={paths.routes.getHref()}>Ver más rutas</SectionLink>
        </div>
        <Card className="flex items-center gap-4 border-dashed bg-navy-800/60">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-navy-700 text-amber-300">
            <BookOpenText aria-hidden="true" className="size-6" />
          </span>
          <p className="text-ink-muted">Aún no has iniciado ninguna ruta</p>
        </Card>
      </section>
    </div>
  );
}
