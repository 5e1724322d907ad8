import { useNavigate } from 'react-router';
import { useSession } from '@/api/session';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ProfileScreen } from '@/features/profile';

export function ProfilePage() {
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
