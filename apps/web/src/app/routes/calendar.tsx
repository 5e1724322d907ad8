import { CalendarDays } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/page-title';

export function CalendarRoute() {
  usePageTitle('Calendario');
  return (
    <ComingSoon title="Calendario" icon={<CalendarDays aria-hidden="true" />}>
      <p>Muy pronto verás aquí, día a día, todo lo que registres en tu diario.</p>
    </ComingSoon>
  );
}
