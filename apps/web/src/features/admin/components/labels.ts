import type { ProgressStatus, RouteType } from '@sendero/shared';

/** Route types as the back-office names them. */
export const routeTypeLabels: Record<RouteType, string> = { FOUNDATION: 'Fundamental', CUSTOM: 'Personalizada' };

export const progressStatusLabels: Record<ProgressStatus, string> = {
  NOT_STARTED: 'No iniciada',
  IN_PROGRESS: 'En progreso',
  COMPLETED: 'Completada',
};

const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });
const longDateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', hour12: true });

/** "5 de enero de 2026" (spec §1: Spanish, long format). */
export const formatDate = (iso: string) => longDate.format(new Date(iso));
/** "5 de enero de 2026, 4:30 p. m." (spec §1: 12-hour time where a time is shown). */
export const formatDateTime = (iso: string) => longDateTime.format(new Date(iso));
