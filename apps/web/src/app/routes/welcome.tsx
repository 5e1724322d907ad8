import { usePageTitle } from '@/components/page-title';
import { WelcomeScreen } from '@/features/auth';

export function WelcomeRoute() {
  usePageTitle();
  return <WelcomeScreen />;
}
