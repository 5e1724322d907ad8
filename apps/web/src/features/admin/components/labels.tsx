import type { ProgressStatus, Role, RouteType } from '@sendero/shared';
import { Badge } from '@/components/ui/badge';

/** Route types as the back-office names them. */
export const routeTypeLabels: Record<RouteType, string> = { FOUNDATION: 'Fundamento', CUSTOM: 'Personalizada' };

const progressStatusLabels: Record<ProgressStatus, string> = {
  NOT_STARTED: 'No iniciada',
  IN_PROGRESS: 'En progreso',
  COMPLETED: 'Completada',
};

const roleLabels: Record<Role, string> = { ADMIN: 'Administrador', USER: 'Usuario' };

/** What the admin screens say for a Route id that matches no Route (docs/product.md#screens, word for word). */
export const ADMIN_ROUTE_NOT_FOUND = 'No se encontró la ruta';

export function RouteTypeBadge({ type }: { type: RouteType }) {
  return <Badge variant={type === 'FOUNDATION' ? 'primary' : 'neutral'}>{routeTypeLabels[type]}</Badge>;
}

export function ProgressStatusBadge({ status }: { status: ProgressStatus }) {
  return <Badge variant={status === 'COMPLETED' ? 'success' : status === 'IN_PROGRESS' ? 'primary' : 'neutral'}>{progressStatusLabels[status]}</Badge>;
}

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={role === 'ADMIN' ? 'primary' : 'neutral'}>{roleLabels[role]}</Badge>;
}
