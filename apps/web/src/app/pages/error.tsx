import { usePageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { shellText } from '@/components/shell.messages';
import { useMessages } from '@/lib/i18n';

/** Last resort when a screen fails to render or a lazy chunk cannot load. */
export function ErrorPage() {
  const t = useMessages(shellText);
  usePageTitle(t.somethingWentWrong);
  return (
    <main className="grid min-h-dvh place-items-center bg-navy-900 p-6 text-center">
      <div className="max-w-sm">
        <h1 className="text-2xl font-extrabold">{t.somethingWentWrong}</h1>
        <p className="mt-2 text-ink-muted">{t.unexpectedError}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t.reload}
        </Button>
      </div>
    </main>
  );
}
