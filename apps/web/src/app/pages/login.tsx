import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth';
import { takePendingCompanionCode } from '@/lib/pending-companion-code';

export function LoginPage() {
  usePageTitle('Iniciar sesión');
  const navigate = useNavigate();
  return (
    <LoginForm
      onSuccess={(profile) => {
        // A companion link opened before signing in: on to its form, the code filled in.
        const companionCode = takePendingCompanionCode();
        if (companionCode) return navigate(paths.accompany.getHref(companionCode), { replace: true });
        return navigate(profile?.role === 'ADMIN' ? paths.admin.root.getHref() : paths.home.getHref(), { replace: true });
      }}
    />
  );
}
