import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ForgotPasswordForm, PasswordLoginGate } from '@/features/auth';

export function ForgotPasswordPage() {
  usePageTitle('Recuperar contraseña');
  const navigate = useNavigate();
  return (
    <PasswordLoginGate title="Recuperar contraseña">
      <ForgotPasswordForm onSuccess={() => navigate(paths.home.getHref())} />
    </PasswordLoginGate>
  );
}
