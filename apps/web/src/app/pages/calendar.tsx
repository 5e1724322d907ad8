import { usePageTitle } from '@/components/page-title';
import { CalendarScreen } from '@/features/diary';

export function CalendarPage() {
  usePageTitle('Calendario');
  return <CalendarScreen />;
}
