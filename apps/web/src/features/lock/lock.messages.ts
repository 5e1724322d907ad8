import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/** The lock screen's texts in each Spanish (decision 045): Spain's is the spec's; a variant only says what it says differently. */
const esES = {
  pageTitle: 'Bloqueado',
  wrongPinOneLeft: 'PIN incorrecto. Te queda 1 intento: después se cerrará tu sesión.',
  wrongPinLeft: params('PIN incorrecto. Te quedan {left} intentos: después se cerrará tu sesión.'),
  writePin: 'Escribe tu PIN: de 4 a 6 cifras.',
  fiveWrong: 'Has escrito mal el PIN cinco veces, así que hemos cerrado tu sesión. Entra con tu contraseña.',
  deviceFailed: 'No se pudo comprobar que eres tú con este dispositivo. Escribe tu PIN.',
  forgotten: 'Hemos cerrado tu sesión y borrado tu PIN de este dispositivo. Entra con tu contraseña; puedes crear otro PIN en Ajustes.',
  locked: 'Sendero está bloqueado',
  writePinToOpen: 'Escribe tu PIN para abrir tu diario en este dispositivo.',
  forgotPin: '¿Olvidaste tu PIN?',
  forgotPinText:
    'Para entrar sin él, cierra sesión y vuelve a entrar con tu contraseña. Tu PIN se borrará de este dispositivo, y también lo que aún no se haya enviado.',
  signOut: 'Cerrar sesión',
  backToPin: 'Volver al PIN',
  pinHint: 'De 4 a 6 cifras.',
  checking: 'Comprobando…',
  unlock: 'Desbloquear',
  useBiometric: 'Usar la huella o la cara',
};

export const lockText = defineMessages('lock', {
  'es-ES': esES,
  'es-419': {
    ...esES,
    fiveWrong: 'Escribiste mal el PIN cinco veces, así que cerramos tu sesión. Entra con tu contraseña.',
    forgotten: 'Cerramos tu sesión y borramos tu PIN de este dispositivo. Entra con tu contraseña; puedes crear otro PIN en Ajustes.',
  },
  'es-AR': {
    ...esES,
    writePin: 'Escribí tu PIN: de 4 a 6 cifras.',
    fiveWrong: 'Escribiste mal el PIN cinco veces, así que cerramos tu sesión. Entrá con tu contraseña.',
    deviceFailed: 'No se pudo comprobar que sos vos con este dispositivo. Escribí tu PIN.',
    forgotten: 'Cerramos tu sesión y borramos tu PIN de este dispositivo. Entrá con tu contraseña; podés crear otro PIN en Ajustes.',
    writePinToOpen: 'Escribí tu PIN para abrir tu diario en este dispositivo.',
    forgotPinText:
      'Para entrar sin él, cerrá sesión y volvé a entrar con tu contraseña. Tu PIN se va a borrar de este dispositivo, y también lo que todavía no se haya enviado.',
  },
});
