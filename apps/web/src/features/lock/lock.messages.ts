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

/** "Bloqueo con PIN" in Ajustes (the profile's chunk; the lock screen's chunk shares this module). */
const pinES = {
  title: 'Bloqueo con PIN',
  intro: 'Si compartes este dispositivo, Sendero puede pedir un PIN antes de mostrar nada de tu diario. Se guarda solo aquí, para tu cuenta.',
  sealed:
    'Con el PIN, lo que Sendero guarda de tu diario en este dispositivo (lo que has visto, lo que aún no se ha enviado y lo que estás escribiendo) queda cifrado con él.',
  pinOnly: 'En este navegador, la huella o la cara no pueden abrir tu diario protegido, así que Sendero te pedirá siempre el PIN. Es por tu seguridad.',
  oneMinute: '1 minuto',
  minutes: params('{minutes} minutos'),
  askAfter: 'Pedir el PIN tras',
  askAfterHint: 'Con Sendero en segundo plano. Al abrirlo, siempre.',
  digits: 'El PIN tiene de 4 a 6 cifras.',
  mismatch: 'Los dos PIN no coinciden. Escríbelo otra vez.',
  newPin: 'PIN nuevo (de 4 a 6 cifras)',
  repeatPin: 'Repite el PIN',
  cancel: 'Cancelar',
  saving: 'Guardando…',
  savePin: 'Guardar PIN',
  savedMinutes: params('Guardado. Sendero pedirá el PIN tras {minutes} en segundo plano.'),
  biometricStopped: 'Ya no se usará la huella o la cara de este dispositivo.',
  notActivated: 'No se activó el desbloqueo con este dispositivo.',
  notActivatedHere: 'No se activó la huella o la cara: aquí no pueden abrir tu diario protegido.',
  biometricReady: 'Listo: también podrás desbloquear con la huella o la cara.',
  pinSaved: 'PIN guardado. Sendero te lo pedirá la próxima vez que lo abras.',
  stopBiometric: 'Dejar de usar la huella o la cara',
  startBiometric: 'Desbloquear también con la huella o la cara',
  changePin: 'Cambiar el PIN',
  removePin: 'Quitar el PIN',
  pinRemoved: 'PIN quitado. Sendero ya no lo pedirá en este dispositivo.',
  createPin: 'Crear un PIN',
};

export const pinLockText = defineMessages('pinLock', {
  'es-ES': pinES,
  'es-419': {
    ...pinES,
    sealed:
      'Con el PIN, lo que Sendero guarda de tu diario en este dispositivo (lo que viste, lo que todavía no se envió y lo que estás escribiendo) queda cifrado con él.',
    askAfter: 'Pedir el PIN después de',
    savedMinutes: params('Guardado. Sendero pedirá el PIN después de {minutes} en segundo plano.'),
  },
  'es-AR': {
    ...pinES,
    intro: 'Si compartís este dispositivo, Sendero puede pedir un PIN antes de mostrar nada de tu diario. Se guarda solo acá, para tu cuenta.',
    sealed:
      'Con el PIN, lo que Sendero guarda de tu diario en este dispositivo (lo que viste, lo que todavía no se envió y lo que estás escribiendo) queda cifrado con él.',
    pinOnly: 'En este navegador, la huella o la cara no pueden abrir tu diario protegido, así que Sendero siempre te va a pedir el PIN. Es por tu seguridad.',
    askAfter: 'Pedir el PIN después de',
    mismatch: 'Los dos PIN no coinciden. Escribilo otra vez.',
    repeatPin: 'Repetí el PIN',
    savedMinutes: params('Guardado. Sendero va a pedir el PIN después de {minutes} en segundo plano.'),
    biometricStopped: 'Ya no se va a usar la huella o la cara de este dispositivo.',
    notActivatedHere: 'No se activó la huella o la cara: acá no pueden abrir tu diario protegido.',
    biometricReady: 'Listo: también vas a poder desbloquear con la huella o la cara.',
    pinSaved: 'PIN guardado. Sendero te lo va a pedir la próxima vez que lo abras.',
    pinRemoved: 'PIN quitado. Sendero ya no lo va a pedir en este dispositivo.',
  },
});
