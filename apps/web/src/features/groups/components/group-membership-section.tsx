import { GroupCode } from '@sendero/shared';
import { Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useJoinGroup, useLeaveGroup, useMyGroups } from '@/api/groups';
import { IconTile } from '@/components/icon-tile';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiClientError } from '@/lib/api-client';

const failure = (error: unknown, fallback: string) => (error instanceof ApiClientError && error.firstMessage) || fallback;

/** The code form: joining a group an organisation runs. `initialCode` comes from a join link. */
export function JoinGroupForm({ initialCode = '', onJoined }: { initialCode?: string; onJoined?: (name: string) => void }) {
  const join = useJoinGroup();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = GroupCode.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      const group = await join.mutateAsync(parsed.data);
      setCode('');
      toast.success(`Ya formas parte de «${group.name}».`);
      onJoined?.(group.name);
    } catch (caught) {
      setError(failure(caught, 'No pudimos unirte al grupo. Inténtalo de nuevo.'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2" noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        Código del grupo
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono tracking-widest uppercase sm:max-w-56"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
        />
        <Button type="submit" disabled={join.isPending}>
          Unirme
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
          Son 8 letras y números; te lo da quien organiza el grupo.
        </p>
      )}
    </form>
  );
}

/** Ajustes: the groups the person is in, leaving one, and joining another with its code. */
export function GroupMembershipSection() {
  const groups = useMyGroups();
  const leave = useLeaveGroup();

  return (
    <Card className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <IconTile size="sm" tone="bright">
          <Users aria-hidden="true" />
        </IconTile>
        <CardTitle>Grupos</CardTitle>
      </div>
      <p className="text-sm text-ink-muted">
        Si tu universidad, tu escuela u otra organización te invita a un programa, únete con su código. Quien lo facilita verá solo recuentos del grupo, nunca
        tu nombre ni lo que escribes, y puedes salir cuando quieras.
      </p>
      {groups.data && groups.data.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {groups.data.map((group) => (
            <li key={group.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-navy-600 p-3">
              <span className="font-semibold break-words text-ink">{group.name}</span>
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" size="md">
                    Salir del grupo
                  </Button>
                }
                title={`¿Salir de «${group.name}»?`}
                description="Dejarás de ver sus rutas destacadas y tus datos dejarán de contar en sus recuentos. Puedes volver a unirte con el código."
                confirmLabel="Salir del grupo"
                onConfirm={async () => {
                  try {
                    await leave.mutateAsync(group.id);
                    toast.success(`Has salido de «${group.name}».`);
                  } catch (error) {
                    toast.error(failure(error, 'No pudimos sacarte del grupo. Inténtalo de nuevo.'));
                    throw error;
                  }
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <JoinGroupForm />
    </Card>
  );
}
