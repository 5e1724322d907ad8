import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { authText } from '../auth.messages';

type AuthShellProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of every public form: brand, a way home, one centred 400px column. */
export function AuthShell({ title, description, children, footer }: AuthShellProps) {
  const t = useMessages(authText);
  return (
    <div className="flex min-h-dvh flex-col bg-navy-900 bg-[radial-gradient(ellipse_at_top,_#1d314c_0%,_#0f1b2d_60%)]">
      <header className="mx-auto flex w-full max-w-[1200px] items-center justify-between px-5 py-4">
        <Logo />
        <Link
          to={paths.welcome.getHref()}
          className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-amber-200 hover:bg-navy-800"
        >
          <House aria-hidden="true" className="size-4" />
          {t.backToStart}
        </Link>
      </header>
      <main className="flex flex-1 flex-col px-5 pt-4 pb-12 sm:justify-center sm:pb-24">
        <div className="mx-auto w-full max-w-[400px]">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
          {description ? <p className="mt-2 text-ink-muted">{description}</p> : null}
          <Card className="mt-6">{children}</Card>
          {footer ? <div className="mt-6 flex flex-col items-center gap-3 text-sm text-ink-muted">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}
