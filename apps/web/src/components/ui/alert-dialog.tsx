import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from './button';

type ConfirmDialogProps = {
  /** The element that opens the dialog (rendered with asChild). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Runs on confirm; the dialog stays open, with its buttons disabled, until it settles. */
  onConfirm: () => Promise<unknown> | void;
};

/** Asks before something that cannot be undone; focus starts on the safe choice. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel = 'Cancelar', onConfirm }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure; the dialog closes so the message is visible.
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-3xl border border-navy-600 bg-navy-800 p-6 shadow-2xl shadow-black/50">
          <AlertDialogPrimitive.Title className="text-xl font-bold text-ink">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-ink-muted">{description}</AlertDialogPrimitive.Description>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="ghost" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button className="bg-red-300 text-navy-950 hover:bg-red-200" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
