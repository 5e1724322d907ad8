import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from './icon-tile';
import { buttonVariants } from './ui/button';
import { Card } from './ui/card';

/** What a learner's screen shows for an id that matches nothing, with a way back. */
export function NotFoundCard({ text, back }: { text: string; back: { href: string; label: string } }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-12 text-center">
      <IconTile size="xl">
        <Compass aria-hidden="true" />
      </IconTile>
      <p className="text-lg font-semibold">{text}</p>
      <Link to={back.href} className={buttonVariants({ variant: 'secondary' })}>
        {back.label}
      </Link>
    </Card>
  );
}
