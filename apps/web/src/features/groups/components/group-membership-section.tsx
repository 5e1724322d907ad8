import { GroupCode, groupSpoken } from '@sendero/shared';
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
import { useMessages } from '@/lib/i18n';
import { sayIn } from '@/lib/spoken-messages';
import { groupsText } from './messages';

const failure = (error: unknown, fallback: string) => (error instanceof ApiClientError && error.firstMessage) || fallback;
/** The code's own check, in the person's Spanish. */
const sayGroup = sayIn([groupSpoken]);

/** The code form: joining a group an organisation runs. `initialCode` comes from a join link. */
export function JoinGroupForm({ initialCode = '', onJoined }: { initialCode?: string; onJoined?: (name: string) => void }) {
  const join = useJoinGroup();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const t = useMessages(groupsText);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = GroupCode.safeParse(code);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? sayGroup(message) : null);
      return;
    }
    setError(null);
    try {
      const group = await join.mutateAsync(parsed.data);
      setCode('');
      toast.success(t.joined({ name: group.name }));
      onJoined?.(group.name);
    } catch (caught) {
      setError(failure(caught, t.notJoined));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2" noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {t.groupCode}
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
          {t.join}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
          {t.codeHint}
        </p>
      )}
    </form>
  );
}

/** Ajustes: the groups the person is in, leaving one, and joining another with its code. */
export function GroupMembershipSection() {
  const groups = useMyGroups();
  const leave = useLeaveGroup();
  const t = useMessages(groupsText);

  return (
    <Card className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <IconTile size="sm" tone="bright">
          <Users aria-hidden="true" />
        </IconTile>
        <CardTitle>{t.groups}</CardTitle>
      </div>
      <p className="text-sm text-ink-muted">{t.groupsIntro}</p>
      {groups.data && groups.data.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {groups.data.map((group) => (
            <li key={group.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-navy-600 p-3">
              <span className="font-semibold break-words text-ink">{group.name}</span>
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" size="md">
                    {t.leave}
                  </Button>
                }
                title={t.leaveTitle({ name: group.name })}
                description={t.leaveText}
                confirmLabel={t.leave}
                onConfirm={async () => {
                  try {
                    await leave.mutateAsync(group.id);
                    toast.success(t.left({ name: group.name }));
                  } catch (error) {
                    toast.error(failure(error, t.notLeft));
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
