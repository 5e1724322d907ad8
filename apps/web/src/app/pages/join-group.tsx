import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/api/session';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { JoinGroupScreen, JoinLinkSignedOut } from '@/features/groups';

/** Public: the link an organisation shares. Signed in, on to the join screen; signed out, what to do first. */
export function JoinLinkPage() {
  usePageTitle('Unirte a un grupo');
  const [params] = useSearchParams();
  const { isLoading, isAuthenticated } = useSession();
  const code = params.get('codigo') ?? '';
  // Blank for the moment the session takes to settle: the full-screen loader here would pull the
  // spinner out of the entry into a chunk of its own, past the first page's budget.
  if (isLoading) return null;
  if (isAuthenticated) return <Navigate to={paths.joinGroupSignedIn.getHref(code || undefined)} replace />;
  return <JoinLinkSignedOut code={code} loginHref={paths.login.getHref()} registerHref={paths.register.getHref()} />;
}

export function JoinGroupPage() {
  usePageTitle('Unirte a un grupo');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // After joining, "Rutas" shows the group's routes first.
  return <JoinGroupScreen code={params.get('codigo') ?? ''} onJoined={() => void navigate(paths.routes.getHref())} />;
}
