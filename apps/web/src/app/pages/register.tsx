import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth';

export function RegisterPage() {
  usePageTitle('Registrarme');
  const navigate = useNavigate();
  return <RegisterForm onSuccess={() => navigate(paths.login.getHref(), { replace: true })} />;
}
