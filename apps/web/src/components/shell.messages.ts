import { defineMessages } from '@/lib/i18n';

/**
 * The shell's texts (tab bar, header, toasts, the error page) in each Spanish (decision 045). They
 * are on the first page, so a variant only says what it says differently (today, the error page).
 */
const esES = {
  home: 'Hogar',
  routes: 'Rutas',
  calendar: 'Calendario',
  profile: 'Perfil',
  mainNavigation: 'Navegación principal',
  help: 'Ayuda',
  notifications: 'Notificaciones',
  closeNotice: 'Cerrar aviso',
  somethingWentWrong: 'Algo salió mal',
  unexpectedError: 'Ocurrió un error inesperado. Vuelve a cargar la página para continuar.',
  reload: 'Volver a cargar',
};

export const shellText = defineMessages('shell', {
  'es-ES': esES,
  'es-419': esES,
  'es-AR': { ...esES, unexpectedError: 'Ocurrió un error inesperado. Volvé a cargar la página para continuar.' },
});
