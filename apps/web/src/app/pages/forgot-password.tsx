import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth';

export function ForgotPasswordPage() {
  usePageTitle('Recuperar contraseña');
  const navigate = useNavigate();
  return <ForgotPasswordForm onSuccess={() => navigate(paths.home.getHref())} />;
}
