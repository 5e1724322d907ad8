import { ArrowLeft, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function DailyIntroRoute() {
  usePageTitle('Registro Diario');
  return (
    <ComingSoon title="Registro Diario" icon={<PenLine aria-hidden="true" />}>
      <p>Muy pronto podrás registrar aquí cómo te sientes cada día y recibir consejos para cuidarte.</p>
      <Button asChild variant="secondary" className="mt-6">
        <Link to={paths.home.getHref()}>
          <ArrowLeft aria-hidden="true" />
          Atrás
        </Link>
      </Button>
    </ComingSoon>
  );
}
