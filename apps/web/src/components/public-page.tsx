import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

/**
 * The frame of a public page read without a session (/privacidad, /seguridad): a way back home,
 * the wordmark, the title and its introduction, then the page's sections.
 */
export function PublicPage({ backLabel, title, intro, children }: { backLabel: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main className="min-h-dvh bg-navy-900 px-5 pt-6 pb-16">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 leading-relaxed">
        <header className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-3">
            <Link
              to={paths.home.getHref()}
              className="-ml-2 inline-flex items-center gap-2 rounded-full px-2 py-2 font-semibold text-amber-200 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              {backLabel}
            </Link>
            <Logo />
          </div>
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
          <p className="text-lg text-ink-muted">{intro}</p>
        </header>
        {children}
      </div>
    </main>
  );
}

/** A titled section of a public page; `id` makes it a link target. */
export function PublicSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="flex scroll-mt-6 flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-amber-200">
        {title}
      </h2>
      {children}
    </section>
  );
}
