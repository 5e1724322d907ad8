import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile } from './icon-tile';
import { Card } from './ui/card';

/** A quiet note where a list is still empty ("Aún no has iniciado ninguna ruta"). */
export function EmptyNote({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 border-dashed bg-navy-800/60">
      <IconTile size="lg">
        <Icon aria-hidden="true" />
      </IconTile>
      <p className="text-ink-muted">{children}</p>
    </Card>
  );
}
