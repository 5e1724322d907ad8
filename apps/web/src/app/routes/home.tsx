import { usePageTitle } from '@/components/page-title';
import { HomeScreen } from '@/features/home';

export function HomeRoute() {
  usePageTitle('Hogar');
  return <HomeScreen />;
}
