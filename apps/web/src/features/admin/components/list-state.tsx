import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { adminText } from './messages';

/** "No pudimos cargar los usuarios. Inténtalo de nuevo en un momento.", in the Spanish of the moment it is drawn. */
export const couldNotLoad = (what: string) => adminText.get().couldNotLoad({ what });

type Loadable<T> = { isPending: boolean; isError: boolean; data: T | undefined };

type ListStateProps<T> = {
  /** A query's result, or anything shaped like one. */
  query: Loadable<T>;
  /** What the spinner says while it loads ("Cargando usuarios..."). */
  loading: string;
  /** What a failed load says. */
  failed: string;
  /** Shown instead of the list when it has nothing in it. */
  empty?: ReactNode;
  /** 'page': the screen's main list; 'section': a list inside a screen; 'inline': lines of text in a card. */
  size?: 'page' | 'section' | 'inline';
  children: (data: T) => ReactNode;
};

/** The back-office's way of showing a list that loads: a spinner, the failure, the empty case, or the list. */
export function ListState<T>({ query, loading, failed, empty, size = 'page', children }: ListStateProps<T>) {
  if (query.isPending) {
    if (size === 'inline') return <p className="text-ink-muted">{loading}</p>;
    return <Spinner className={size === 'page' ? 'py-12' : 'py-8'} label={loading} />;
  }
  if (query.isError || query.data === undefined) {
    if (size === 'inline') return <p className="text-ink-muted">{failed}</p>;
    return (
      <Card role="alert" className="text-center text-ink-muted">
        {failed}
      </Card>
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** Nothing to list yet: one sentence, or an icon, a title and a hint. */
export function EmptyCard({ icon: Icon, title, hint }: { icon?: LucideIcon; title: string; hint?: string }) {
  if (!Icon) return <Card className="text-center text-ink-muted">{title}</Card>;
  return (
    <Card className="flex flex-col items-center gap-2 py-10 text-center">
      <Icon aria-hidden="true" className="size-8 text-amber-300" />
      <p className="font-semibold">{title}</p>
      {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
    </Card>
  );
}
