import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { OidcCallback } from '@/features/auth';

export function OidcCallbackPage() {
  usePageTitle('Entrar con tu institución');
  const navigate = useNavigate();
  return <OidcCallback onSuccess={(profile) => navigate(profile?.role === 'ADMIN' ? paths.admin.root.getHref() : paths.home.getHref(), { replace: true })} />;
}
