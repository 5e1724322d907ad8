import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ProfileScreen } from '@/features/profile';
import { useSession } from '@/lib/session';

export function ProfileRoute() {
  usePageTitle('Perfil');
  const navigate = useNavigate();
  const { logout } = useSession();
  return (
    <ProfileScreen
      onChangePassword={() => navigate(paths.changePassword.getHref())}
      onLogout={async () => {
        // Leave the signed-in area first (committed synchronously), so its guard does not send us to the welcome screen.
        await navigate(paths.login.getHref(), { replace: true, flushSync: true });
        logout();
      }}
    />
  );
}
