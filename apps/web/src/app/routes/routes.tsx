import { usePageTitle } from '@/components/page-title';
import { RoutesScreen } from '@/features/routes';

export function RoutesRoute() {
  usePageTitle('Rutas');
  return <RoutesScreen />;
}
