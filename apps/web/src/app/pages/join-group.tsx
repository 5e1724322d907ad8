import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { JoinGroupScreen } from '@/features/groups';

export function JoinGroupPage() {
  usePageTitle('Unirte a un grupo');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // After joining, "Rutas" shows the group's routes first.
  return <JoinGroupScreen code={params.get('codigo') ?? ''} onJoined={() => void navigate(paths.routes.getHref())} />;
}
