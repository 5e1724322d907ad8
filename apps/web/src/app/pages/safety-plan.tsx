import { usePageTitle } from '@/components/page-title';
import { SafetyPlanScreen } from '@/features/safety';

export function SafetyPlanPage() {
  usePageTitle('Mi plan de seguridad');
  return <SafetyPlanScreen />;
}
