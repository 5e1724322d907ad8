import type { ReactNode } from 'react';

export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {children ? <p className="mt-2 text-ink-muted">{children}</p> : null}
    </div>
  );
}
