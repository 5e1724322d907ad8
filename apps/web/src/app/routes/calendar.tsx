import { usePageTitle } from '@/components/page-title';
import { CalendarScreen } from '@/features/diary';

export function CalendarRoute() {
  usePageTitle('Calendario');
  return <CalendarScreen />;
}
