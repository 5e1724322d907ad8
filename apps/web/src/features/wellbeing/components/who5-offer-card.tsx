import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { useDismissWho5Offer, useWho5Offer } from '../api/who5';
import { wellbeingText } from '../messages';

/**
 * Home's offer of the WHO-5 check, at most once every two weeks (decision 034): shown only when the
 * server says it is due; "Ahora no" puts it off for 14 days on the server, so no other device asks
 * again either. Nothing shows while the answer loads or when it fails: it never stands in the way.
 */
export function Who5OfferCard() {
  const { data: offer } = useWho5Offer();
  const dismiss = useDismissWho5Offer();
  const [failed, setFailed] = useState(false);
  const t = useMessages(wellbeingText);
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
              {t.offerTitle}
            </h2>
            <p className="text-ink-muted">{t.offerText}</p>
          </div>
        </div>
        {failed ? (
          <p role="alert" className="text-sm font-semibold text-rose-200">
            {t.notSaved}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.wellbeingCheck.getHref()} className={buttonVariants()}>
            {t.answer}
          </Link>
          <Button variant="secondary" disabled={dismiss.isPending} onClick={() => dismiss.mutate(undefined, { onError: () => setFailed(true) })}>
            {t.notNow}
          </Button>
        </div>
      </Card>
    </section>
  );
}
