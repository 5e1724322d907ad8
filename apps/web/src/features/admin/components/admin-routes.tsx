import { Map } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { AdminPageHeader } from './admin-page-header';

export function AdminRoutes() {
  return (
    <>
      <AdminPageHeader title="Rutas" />
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-navy-700 text-amber-300">
          <Map aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-lg font-bold">Todavía no hay rutas que gestionar</h2>
        <p className="max-w-md text-ink-muted">
          Muy pronto podrás crear rutas, añadirles contenidos y cambiar su orden desde aquí.
        </p>
      </Card>
    </>
  );
}
