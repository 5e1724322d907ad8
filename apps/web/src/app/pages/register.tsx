import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { RegisterForm, PasswordLoginGate } from '@/features/auth';

export function RegisterPage() {
  usePageTitle('Registrarme');
  const navigate = useNavigate();
  return (
    <PasswordLoginGate title="Crear una cuenta">
      <RegisterForm onSuccess={() => navigate(paths.login.getHref(), { replace: true })} />
    </PasswordLoginGate>
  );
}
