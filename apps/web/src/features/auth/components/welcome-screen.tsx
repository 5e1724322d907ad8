import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import type { AuthOptions } from '@sendero/shared';
import headerImage from '@/assets/home-header.svg';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Where a tap on one of the welcome screen's links goes: the router's navigate, or the app itself on a first visit. */
export type Navigate = (href: string) => void;

/** A real link (it opens in a new tab as any link does); a plain click is handed to `onNavigate`. */
function WelcomeLink({ href, onNavigate, className, children }: { href: string; onNavigate: Navigate; className?: string; children: ReactNode }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a href={href} onClick={follow} className={className}>
      {children}
    </a>
  );
}

/**
 * The first screen of most visits. It uses no router, so it can also be drawn by the welcome
 * page's own small entry (src/welcome.tsx) before the rest of the app has loaded.
 */
export function WelcomeScreen({ onNavigate }: { onNavigate: Navigate }) {
  const passwordLogin = usePasswordLogin();
  return (
    <main className="flex min-h-dvh flex-col bg-navy-900 md:flex-row">
      <div className="relative h-[42dvh] min-h-56 md:h-auto md:min-h-dvh md:w-1/2">
        <img src={headerImage} alt="" className="absolute inset-0 size-full object-cover" />
        <div className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-navy-900 md:hidden" />
      </div>
      <div className="flex flex-1 flex-col justify-center px-6 pt-4 pb-10 md:px-16">
        <div className="mx-auto w-full max-w-[440px]">
          <Logo />
          <h1 className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-ink md:text-5xl">Toma el control de tu salud mental y emocional</h1>
          <p className="mt-4 text-lg text-ink-muted">Aprende a entender lo que sientes con rutas guiadas y un diario para cada día.</p>
          <div className="mt-8 flex flex-col gap-3">
            <Button asChild className="w-full">
              <WelcomeLink href={paths.login.getHref()} onNavigate={onNavigate}>
                Iniciar Sesión
              </WelcomeLink>
            </Button>
            {passwordLogin ? (
              <Button asChild variant="secondary" className="w-full">
                <WelcomeLink href={paths.register.getHref()} onNavigate={onNavigate}>
                  Registrarme
                </WelcomeLink>
              </Button>
            ) : null}
          </div>
          {passwordLogin ? (
            <p className="mt-6 text-center">
              <WelcomeLink href={paths.forgotPassword.getHref()} onNavigate={onNavigate} className="font-semibold text-amber-200 hover:underline">
                ¿Olvidaste tu contraseña?
              </WelcomeLink>
            </p>
          ) : null}
        </div>
      </div>
    </main>
  );
}

/**
 * Whether this server takes passwords (PASSWORD_LOGIN). Read with a bare fetch: this screen is drawn
 * before the app's data layer loads. Until it answers, and if it fails, the links stay (the server
 * refuses what it does not take, in Spanish).
 */
function usePasswordLogin(): boolean {
  const [passwordLogin, setPasswordLogin] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/auth/options', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<AuthOptions>) : null))
      .then((options) => {
        if (options) setPasswordLogin(options.passwordLogin);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return passwordLogin;
}
