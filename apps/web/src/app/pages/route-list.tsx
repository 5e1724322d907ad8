import { usePageTitle } from '@/components/page-title';
import { RoutesScreen } from '@/features/routes';

export function RouteListPage() {
  usePageTitle('Rutas');
  return <RoutesScreen />;
}
