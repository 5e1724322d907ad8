import type { ReactNode } from 'react';

/** An error under a diary field, announced when it appears; `id` is what the field's aria-describedby names. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-rose-300">
      {children}
    </p>
  );
}
