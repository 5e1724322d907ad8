import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { StopRemindersScreen } from '@/features/reminders';

/** Public: the stop link of a reminder email works without signing in. */
export function StopRemindersPage() {
  usePageTitle('Recordatorios por correo');
  const { token = '' } = useParams();
  return <StopRemindersScreen token={token} />;
}
