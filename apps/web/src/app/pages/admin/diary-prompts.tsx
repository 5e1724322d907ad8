import { usePageTitle } from '@/components/page-title';
import { AdminDiaryPromptsScreen } from '@/features/admin';

export function AdminDiaryPromptsPage() {
  usePageTitle('Preguntas del diario');
  return <AdminDiaryPromptsScreen />;
}
