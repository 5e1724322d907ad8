import { LifeBuoy } from 'lucide-react';
import { Logo } from '@/components/logo';
import { openHelpSheet } from '@/lib/help-sheet';
import { shellText } from '@/components/shell.messages';
import { useMessages } from '@/lib/i18n';

/** The top bar's row: the logo, and "Ayuda" one tap away (on every signed-in screen and on the PIN lock). */
export function LogoAndHelp() {
  const t = useMessages(shellText);
  return (
    <div className="mx-auto flex w-full max-w-3xl items-center justify-between gap-3 px-5 py-2 md:py-3">
      <Logo />
      <button
        type="button"
        onClick={openHelpSheet}
        aria-haspopup="dialog"
        className="inline-flex h-11 items-center gap-2 rounded-full border border-rose-200/60 bg-navy-800 px-4 font-bold text-rose-100 transition-colors hover:bg-navy-700"
      >
        <LifeBuoy aria-hidden="true" className="size-5" />
        {t.help}
      </button>
    </div>
  );
}
