import { usePageTitle } from '@/components/page-title';
import { SafetyInfoScreen } from '@/features/safety';

/** Public: anyone, signed in or not, can read how the crisis net works. */
export function SafetyInfoPage() {
  usePageTitle('Cómo te cuida Sendero');
  return <SafetyInfoScreen />;
}
