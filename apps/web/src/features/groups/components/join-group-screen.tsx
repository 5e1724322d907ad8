import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { JoinGroupForm } from './group-membership-section';

/** /unirse?codigo=…: the link an organisation shares; the code is filled in, one tap joins. */
export function JoinGroupScreen({ code, onJoined }: { code: string; onJoined: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex items-center gap-4">
        <IconTile size="xl" tone="bright">
          <Users aria-hidden="true" />
        </IconTile>
        <h1 className="text-3xl font-extrabold tracking-tight">Unirte a un grupo</h1>
      </div>
      <Card className="flex flex-col gap-4">
        <p className="text-ink-muted">
          Al unirte verás primero las rutas que el grupo te propone. Quien lo facilita solo ve recuentos del grupo entero, nunca tu nombre, tu correo ni lo que
          escribes, y cualquier cifra que describa a menos de 10 personas queda oculta. Puedes salir cuando quieras desde Ajustes, en tu perfil.
        </p>
        <JoinGroupForm initialCode={code} onJoined={onJoined} />
      </Card>
    </div>
  );
}

/** The join link opened without a session: the code, and what to do to use it. */
export function JoinLinkSignedOut({ code, loginHref, registerHref }: { code: string; loginHref: string; registerHref: string }) {
  return (
    <main className="min-h-dvh bg-navy-900 px-5 pt-6 pb-16">
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6 leading-relaxed">
        <Logo />
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance">Unirte a un grupo</h1>
        {code ? (
          <p className="text-lg">
            El código de tu grupo es <span className="font-mono font-bold tracking-widest text-amber-200">{code}</span>.
          </p>
        ) : null}
        <p className="text-ink-muted">
          Para unirte necesitas una cuenta de Sendero. Inicia sesión o crea tu cuenta y vuelve a abrir este enlace, o escribe el código en tu perfil, en el
          apartado Grupos. Quien facilita el grupo solo verá recuentos del grupo entero, nunca tu nombre ni lo que escribes.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={loginHref} className={buttonVariants()}>
            Iniciar sesión
          </Link>
          <Link to={registerHref} className={buttonVariants({ variant: 'secondary' })}>
            Crear cuenta
          </Link>
        </div>
      </div>
    </main>
  );
}
