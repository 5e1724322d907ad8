import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { GroupReportScreen, MyGroupsScreen } from '@/features/groups';

export function MyGroupsPage() {
  usePageTitle('Mis grupos');
  return <MyGroupsScreen />;
}

export function GroupReportPage() {
  const { groupId = '' } = useParams();
  usePageTitle('Informe del grupo');
  return <GroupReportScreen groupId={groupId} />;
}
