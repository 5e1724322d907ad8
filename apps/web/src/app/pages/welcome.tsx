import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { WelcomeScreen } from '@/features/auth';

export function WelcomePage() {
  usePageTitle();
  const navigate = useNavigate();
  return <WelcomeScreen onNavigate={(href) => void navigate(href)} />;
}
