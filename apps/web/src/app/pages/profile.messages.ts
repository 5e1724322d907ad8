import { defineMessages } from '@/lib/i18n';

/** The profile page's own words (its sections keep theirs in their features), in each Spanish (decision 045). */
export const profilePageText = defineMessages('profile-page', {
  'es-ES': {
    unsentOnLogout:
      'Tienes entradas que aún no se han podido enviar. Si cierras sesión ahora, se borrarán de este dispositivo y no podremos enviarlas. ¿Cerrar sesión de todos modos?',
  },
  'es-419': {
    unsentOnLogout:
      'Tienes entradas que aún no se han podido enviar. Si cierras sesión ahora, se borrarán de este dispositivo y no podremos enviarlas. ¿Cerrar sesión de todos modos?',
  },
  'es-AR': {
    unsentOnLogout:
      'Tenés entradas que todavía no se pudieron enviar. Si cerrás sesión ahora, se van a borrar de este dispositivo y no vamos a poder enviarlas. ¿Cerrar sesión igual?',
  },
});
