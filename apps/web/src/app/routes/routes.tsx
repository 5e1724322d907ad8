import { Route as RouteIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/page-title';

export function RoutesRoute() {
  usePageTitle('Rutas');
  return (
    <ComingSoon title="Rutas Fundamento" icon={<RouteIcon aria-hidden="true" />}>
      <p>Las rutas de fundamento te dan una base sólida para controlar tus emociones.</p>
      <p className="mt-2">Muy pronto podrás recorrerlas desde aquí.</p>
    </ComingSoon>
  );
}
