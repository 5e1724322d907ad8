import { usePageTitle } from '@/components/page-title';
import { PrivacyScreen } from '@/features/account';

/** Public: anyone, signed in or not, can read how Sendero treats their data. */
export function PrivacyPage() {
  usePageTitle('Tu privacidad');
  return <PrivacyScreen />;
}
