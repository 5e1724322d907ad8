import type { ReactNode } from 'react';
import { Card } from './ui/card';

/** An honest placeholder for a part of the product that has not been built yet. */
export function ComingSoon({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-navy-700 text-amber-300 [&_svg]:size-7">{icon}</span>
        <div className="max-w-md text-ink-muted">{children}</div>
      </Card>
    </div>
  );
}
