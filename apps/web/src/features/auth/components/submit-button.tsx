import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** An account form's one full-width button; busy and disabled while the form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy} className="mt-1 w-full">
      {children}
    </Button>
  );
}
