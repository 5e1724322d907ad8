import { GroupName, type AdminGroup, type Route, type UserListItem } from '@sendero/shared';
import { Copy, FileText, Users, X } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useRoutes } from '@/api/routes';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { useAdminGroups, useCreateGroup, useSetGroupFacilitators, useSetGroupRoutes } from '../../api/groups';
import { useUsers } from '../../api/get-users';
import { AdminPageHeader } from '../admin-page-header';
import { EmptyCard, ListState } from '../list-state';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

// Loaded on its own: shared with the companions' screen, it would otherwise be pulled into the first page's JavaScript.
const QrCode = lazy(() => import('@/components/qr-code').then((module) => ({ default: module.QrCode })));

const failure = (error: unknown, fallback: string) => (error instanceof ApiClientError && error.firstMessage) || fallback;

function CreateGroupForm() {
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = GroupName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      const group = await create.mutateAsync(parsed.data);
      setName('');
      toast.success(`Grupo «${group.name}» creado. Su código es ${group.code}.`);
    } catch (caught) {
      setError(failure(caught, 'No se pudo crear el grupo.'));
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <FormField label="Nombre del grupo nuevo" value={name} onChange={(event) => setName(event.target.value)} error={error} autoComplete="off" />
        </div>
        <Button type="submit" disabled={create.isPending}>
          Crear grupo
        </Button>
      </form>
    </Card>
  );
}

/** A list chosen from a select: each item with a remove button; new items go last (the order kept). */
function ChosenList<T extends { id: string }>({
  label,
  chosen,
  options,
  describe,
  onChange,
  busy,
}: {
  label: string;
  chosen: T[];
  options: T[];
  describe: (item: T) => string;
  onChange: (ids: string[]) => void;
  busy: boolean;
}) {
  const t = useMessages(adminText);
  const selectId = useId();
  const ids = chosen.map((item) => item.id);
  const left = options.filter((option) => !ids.includes(option.id));
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {chosen.length > 0 ? (
        <ol className="flex flex-col gap-2">
          {chosen.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-2 rounded-xl border border-navy-600 py-1 pr-1 pl-3">
              <span className="min-w-0 break-words">{describe(item)}</span>
              <Button
                variant="ghost"
                size="icon"
                disabled={busy}
                aria-label={`Quitar ${describe(item)}`}
                title={`Quitar ${describe(item)}`}
                onClick={() => onChange(ids.filter((id) => id !== item.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-muted">Nadie ni nada elegido todavía.</p>
      )}
      <Select
        id={selectId}
        value=""
        disabled={busy || left.length === 0}
        onChange={(event) => {
          if (event.target.value) onChange([...ids, event.target.value]);
        }}
      >
        <option value="">{t.addEllipsis}</option>
        {left.map((option) => (
          <option key={option.id} value={option.id}>
            {describe(option)}
          </option>
        ))}
      </Select>
    </div>
  );
}

const personName = (person: { firstName: string; lastName: string; email: string }) => `${person.firstName} ${person.lastName} (${person.email})`;

function GroupCard({ group, users, routes }: { group: AdminGroup; users: UserListItem[]; routes: Route[] }) {
  const setFacilitators = useSetGroupFacilitators();
  const setRoutes = useSetGroupRoutes();
  const link = `${window.location.origin}${paths.joinGroup.getHref(group.code)}`;
  const save = async (write: Promise<unknown>, done: string) => {
    try {
      await write;
      toast.success(done);
    } catch (error) {
      toast.error(failure(error, 'No se pudieron guardar los cambios.'));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Enlace copiado.');
    } catch {
      toast.error('No se pudo copiar: selecciona el enlace y cópialo a mano.');
    }
  };
  const routeItems = group.routes.map((route) => ({ id: route.id, title: route.title }));

  return (
    <Card className="flex min-w-0 flex-col gap-5" aria-labelledby={`group-${group.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`group-${group.id}`} className="text-xl font-bold break-words">
            {group.name}
          </h2>
          <p className="text-sm text-ink-muted">{group.members === null ? 'Menos de 10 participantes' : `${group.members} participantes`}</p>
        </div>
        <Link to={paths.groupReport.getHref(group.id)} className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          <FileText aria-hidden="true" />
          Ver informe
        </Link>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-ink-muted">Código para unirse</p>
        <p className="font-mono text-2xl font-bold tracking-widest" data-testid="group-code">
          {group.code}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 text-sm break-all text-ink-muted">{link}</span>
          <Button variant="ghost" size="md" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copiar enlace
          </Button>
        </div>
        <Suspense fallback={null}>
          <QrCode text={link} label={`Código QR del enlace para unirse a ${group.name}`} />
        </Suspense>
      </div>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <ChosenList
          label="Quién lo facilita"
          chosen={group.facilitators}
          options={users}
          describe={personName}
          busy={setFacilitators.isPending}
          onChange={(userIds) => void save(setFacilitators.mutateAsync({ groupId: group.id, userIds }), 'Cambios guardados.')}
        />
        <ChosenList
          label="Rutas del grupo, en orden"
          chosen={routeItems}
          options={routes.map((route) => ({ id: route.id, title: route.title }))}
          describe={(route) => route.title}
          busy={setRoutes.isPending}
          onChange={(routeIds) => void save(setRoutes.mutateAsync({ groupId: group.id, routeIds }), 'Rutas guardadas.')}
        />
      </div>
    </Card>
  );
}

/** /admin/groups: create groups, share their code and link, name who facilitates them, assign routes. */
export function AdminGroupsScreen() {
  const groups = useAdminGroups();
  const users = useUsers();
  const routes = useRoutes();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Grupos">
        Programas para un grupo de personas: quienes lo facilitan ven sus rutas y un informe con recuentos, nunca a una persona.
      </AdminPageHeader>
      <CreateGroupForm />
      <ListState
        query={groups}
        loading="Cargando grupos..."
        failed="No pudimos cargar los grupos."
        empty={<EmptyCard icon={Users} title="Todavía no hay grupos." />}
      >
        {(list) => (
          <ul className="flex flex-col gap-4">
            {list.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} users={users.data ?? []} routes={routes.data ?? []} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
