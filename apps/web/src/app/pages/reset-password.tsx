import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth';

export function ResetPasswordPage() {
  usePageTitle('Restablecer contraseña');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  return <ResetPasswordForm token={token} onSuccess={() => navigate(paths.login.getHref())} />;
}
