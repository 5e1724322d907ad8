import { Users } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { Card } from '@/components/ui/card';
import { JoinGroupForm } from './group-membership-section';

/** /unirse?codigo=…: the link an organisation shares; the code is filled in, one tap joins. */
export function JoinGroupScreen({ code, onJoined }: { code: string; onJoined: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex items-center gap-4">
        <IconTile size="xl" tone="bright">
          <Users aria-hidden="true" />
        </IconTile>
        <h1 className="text-3xl font-extrabold tracking-tight">Unirte a un grupo</h1>
      </div>
      <Card className="flex flex-col gap-4">
        <p className="text-ink-muted">
          Al unirte verás primero las rutas que el grupo te propone. Quien lo facilita solo ve recuentos del grupo entero, nunca tu nombre, tu
          correo ni lo que escribes, y cualquier cifra que describa a menos de 10 personas queda oculta. Puedes salir cuando quieras desde Ajustes,
          en tu perfil.
        </p>
        <JoinGroupForm initialCode={code} onJoined={onJoined} />
      </Card>
    </div>
  );
}
