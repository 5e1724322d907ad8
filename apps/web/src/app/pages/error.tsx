import { usePageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';

/** Last resort when a screen fails to render or a lazy chunk cannot load. */
export function ErrorPage() {
  usePageTitle('Algo salió mal');
  return (
    <main className="grid min-h-dvh place-items-center bg-navy-900 p-6 text-center">
      <div className="max-w-sm">
        <h1 className="text-2xl font-extrabold">Algo salió mal</h1>
        <p className="mt-2 text-ink-muted">Ocurrió un error inesperado. Vuelve a cargar la página para continuar.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Volver a cargar
        </Button>
      </div>
    </main>
  );
}
