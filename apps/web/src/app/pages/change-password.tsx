import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/auth';

export function ChangePasswordPage() {
  usePageTitle('Cambiar contraseña');
  const navigate = useNavigate();
  return <ChangePasswordForm onSuccess={() => navigate(paths.profile.getHref())} />;
}
