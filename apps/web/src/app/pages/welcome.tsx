import { usePageTitle } from '@/components/page-title';
import { WelcomeScreen } from '@/features/auth';

export function WelcomePage() {
  usePageTitle();
  return <WelcomeScreen />;
}
