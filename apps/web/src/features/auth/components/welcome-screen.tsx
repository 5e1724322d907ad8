import { Link } from 'react-router';
import headerImage from '@/assets/home-header.svg';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function WelcomeScreen() {
  return (
    <main className="flex min-h-dvh flex-col bg-navy-900 md:flex-row">
      <div className="relative h-[42dvh] min-h-56 md:h-auto md:min-h-dvh md:w-1/2">
        <img src={headerImage} alt="" className="absolute inset-0 size-full object-cover" />
        <div className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-navy-900 md:hidden" />
      </div>
      <div className="flex flex-1 flex-col justify-center px-6 pt-4 pb-10 md:px-16">
        <div className="mx-auto w-full max-w-[440px]">
          <Logo />
          <h1 className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-ink md:text-5xl">
            Toma el control de tu salud mental y emocional
          </h1>
          <p className="mt-4 text-lg text-ink-muted">
            Aprende a entender lo que sientes con rutas guiadas y un diario para cada día.
          </p>
          <div className="mt-8 flex flex-col gap-3">
            <Button asChild className="w-full">
              <Link to={paths.login.getHref()}>Iniciar Sesión</Link>
            </Button>
            <Button asChild variant="secondary" className="w-full">
              <Link to={paths.register.getHref()}>Registrarme</Link>
            </Button>
          </div>
          <p className="mt-6 text-center">
            <Link to={paths.forgotPassword.getHref()} className="font-semibold text-amber-200 hover:underline">
              ¿Olvidaste tu contraseña?
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
