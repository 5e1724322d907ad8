import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDismissWho5Offer, useWho5Offer } from '../api/who5';

/**
 * Home's offer of the WHO-5 check, at most once every two weeks (decision 034): shown only when the
 * server says it is due; "Ahora no" puts it off for 14 days on the server, so no other device asks
 * again either. Nothing shows while the answer loads or when it fails: it never stands in the way.
 */
export function Who5OfferCard() {
  const { data: offer } = useWho5Offer();
  const dismiss = useDismissWho5Offer();
  const [failed, setFailed] = useState(false);
  if (!offer?.due) return null;
  return (
    <section aria-labelledby="who5-offer-heading">
      <Card className="flex flex-col gap-4">
        <div className="flex items-start gap-4">
          <IconTile size="lg">
            <HeartPulse aria-hidden="true" />
          </IconTile>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="who5-offer-heading" className="text-lg font-bold text-ink">
              ¿Cómo has estado estas dos semanas?
            </h2>
            <p className="text-ink-muted">Cinco preguntas breves para ver cómo evoluciona tu bienestar. Te lo propondremos cada dos semanas.</p>
          </div>
        </div>
        {failed ? (
          <p role="alert" className="text-sm font-semibold text-rose-200">
            No pudimos guardar tu respuesta. Inténtalo de nuevo en un momento.
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.wellbeingCheck.getHref()} className={buttonVariants()}>
            Responder
          </Link>
          <Button variant="secondary" disabled={dismiss.isPending} onClick={() => dismiss.mutate(undefined, { onError: () => setFailed(true) })}>
            Ahora no
          </Button>
        </div>
      </Card>
    </section>
  );
}
