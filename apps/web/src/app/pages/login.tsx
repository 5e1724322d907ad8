import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth';

export function LoginPage() {
  usePageTitle('Iniciar sesión');
  const navigate = useNavigate();
  return (
    <LoginForm
      onSuccess={(profile) =>
        navigate(profile?.role === 'ADMIN' ? paths.admin.root.getHref() : paths.home.getHref(), { replace: true })
      }
    />
  );
}
