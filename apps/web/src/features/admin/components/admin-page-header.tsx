import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type AdminPageHeaderProps = {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons beside the title; they wrap under it on a phone. */
  actions?: ReactNode;
  back?: { href: string; label: string };
};

export function AdminPageHeader({ title, children, actions, back }: AdminPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      {back ? (
        <Link to={back.href} className="inline-flex w-fit items-center gap-2 rounded-full py-1 pr-3 text-sm font-semibold text-amber-200 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight break-words">{title}</h1>
          {children ? <p className="mt-2 text-ink-muted">{children}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}
