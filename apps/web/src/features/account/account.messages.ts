import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/** "Mis datos" (export, import, erase) in each Spanish (decision 045): Spain's is the spec's; a variant only says what it says differently. */
const esES = {
  myData: 'Mis datos',
  yours: 'Lo que escribes es tuyo. Tu diario se guarda cifrado: solo tú y, si lo permites, el asistente de IA lo leen.',
  howWeCare: 'Cómo cuidamos tu privacidad',
  exportContents: 'Un .zip con tu diario (también en una hoja de cálculo), tu progreso y tu plan de seguridad.',
  // Export
  downloading: 'Tu copia se está descargando.',
  exportFailed: 'No pudimos preparar tu copia. Inténtalo de nuevo.',
  preparing: 'Preparando tu copia…',
  download: 'Descargar mis datos',
  // Import
  entriesAdded: params('Se añadieron {count} a tu diario.'),
  oneEntry: 'entrada',
  entries: 'entradas',
  noneAdded: 'No se añadió ninguna entrada nueva.',
  oneSkipped: '1 entrada ya estaba en tu diario y no se duplicó.',
  skipped: params('{count} ya estaban en tu diario y no se duplicaron.'),
  planRestored: 'Se recuperó tu plan de seguridad.',
  planKept: 'Tu plan de seguridad actual se ha mantenido tal cual; no lo hemos sustituido por el del archivo.',
  importFailed: 'No pudimos importar el archivo. Inténtalo de nuevo.',
  readFailed: 'No pudimos leer el archivo. Inténtalo de nuevo.',
  reading: 'Leyendo el archivo…',
  importing: 'Importando…',
  import: 'Importar',
  importHint: 'Una copia de Sendero (.zip) o una exportación CSV de Daylio, en cualquier idioma. Lo que ya tienes no se duplica.',
  imported: 'Importación terminada',
  nothingImported: 'No se ha importado nada',
  // Erase
  allGoes: 'Se borrará todo, en el momento y para siempre:',
  goesAccount: 'tu cuenta, tu nombre y tu correo;',
  goesDiary: 'todas las entradas de tu diario, con sus comentarios y grabaciones;',
  goesRoutes: 'tu progreso en las rutas, tus respuestas y tus puntos;',
  goesPlan: 'tu plan de seguridad y tus recordatorios;',
  goesSessions: 'tus sesiones abiertas en cualquier dispositivo.',
  cannotUndo: 'No se puede deshacer. Si quieres guardar una copia, descarga tus datos antes.',
  institutionUnreachable: 'No hemos podido contactar con tu institución. Inténtalo de nuevo en unos minutos.',
  orConfirmWith: params('O, si lo prefieres, confirma que eres tú con tu cuenta de {institution}. Después volverás aquí para eliminar tu cuenta.'),
  confirmWith: params(
    'Para confirmar que eres tú, te pediremos que entres de nuevo con tu cuenta de {institution}. Después volverás aquí para eliminar tu cuenta.',
  ),
  goingToInstitution: 'Yendo a tu institución…',
  confirmWithButton: params('Confirmar con {institution}'),
  eraseFailed: 'No pudimos eliminar tu cuenta. Inténtalo de nuevo.',
  writePassword: 'Escribe tu contraseña.',
  eraseAccount: 'Eliminar mi cuenta',
  erasing: 'Eliminando…',
  eraseForever: 'Eliminar mi cuenta para siempre',
  institutionConfirmed: 'Tu institución ha confirmado que eres tú. Tienes 10 minutos para eliminar tu cuenta.',
  checkingHow: 'Comprobando cómo puedes confirmar que eres tú…',
  yourPassword: 'Tu contraseña',
  cancel: 'Cancelar',
  // Daylio's moods, mapped before an import
  mappingTitle: '¿Qué sentimiento es cada estado de ánimo?',
  mappingIntro: params(
    '«{fileName}» tiene {entries} de Daylio. Elige a cuál de tus cinco sentimientos corresponde cada estado de ánimo. Aún no se ha guardado nada.',
  ),
  moodLabel: params('«{name}» ({entries})'),
  noName: 'sin nombre',
  ownMood: 'Un estado de ánimo tuyo: también se guardará como etiqueta.',
  chooseFeelingError: 'Elige un sentimiento.',
  chooseFeeling: 'Elige un sentimiento',
  importEntries: params('Importar {entries}'),
  dateOrderQuestion: '¿Cómo están escritas las fechas?',
  dateOrderWhy: 'En este archivo, una fecha como 03/04/2024 puede ser el 3 de abril o el 4 de marzo.',
  dayMonthYear: 'Día/mes/año',
  dayMonthYearExample: '16/10/2024 es el 16 de octubre',
  monthDayYear: 'Mes/día/año',
  monthDayYearExample: '10/16/2024 es el 16 de octubre',
  dateOrderError: 'Elige cómo están escritas las fechas.',
};

const es419 = {
  ...esES,
  entriesAdded: params('Se agregaron {count} a tu diario.'),
  noneAdded: 'No se agregó ninguna entrada nueva.',
  planKept: 'Tu plan de seguridad actual se mantuvo tal cual; no lo reemplazamos por el del archivo.',
  nothingImported: 'No se importó nada',
  institutionUnreachable: 'No pudimos contactar con tu institución. Inténtalo de nuevo en unos minutos.',
  institutionConfirmed: 'Tu institución confirmó que eres tú. Tienes 10 minutos para eliminar tu cuenta.',
  mappingIntro: params(
    '«{fileName}» tiene {entries} de Daylio. Elige a cuál de tus cinco sentimientos corresponde cada estado de ánimo. Todavía no se guardó nada.',
  ),
};

export const accountText = defineMessages('account', {
  'es-ES': esES,
  'es-419': es419,
  'es-AR': {
    ...es419,
    yours: 'Lo que escribís es tuyo. Tu diario se guarda cifrado: solo vos y, si lo permitís, el asistente de IA lo leen.',
    exportFailed: 'No pudimos preparar tu copia. Intentalo de nuevo.',
    importFailed: 'No pudimos importar el archivo. Intentalo de nuevo.',
    readFailed: 'No pudimos leer el archivo. Intentalo de nuevo.',
    importHint: 'Una copia de Sendero (.zip) o una exportación CSV de Daylio, en cualquier idioma. Lo que ya tenés no se duplica.',
    cannotUndo: 'No se puede deshacer. Si querés guardar una copia, descargá tus datos antes.',
    institutionUnreachable: 'No pudimos contactar con tu institución. Intentalo de nuevo en unos minutos.',
    orConfirmWith: params('O, si preferís, confirmá que sos vos con tu cuenta de {institution}. Después vas a volver acá para eliminar tu cuenta.'),
    confirmWith: params(
      'Para confirmar que sos vos, te vamos a pedir que entres de nuevo con tu cuenta de {institution}. Después vas a volver acá para eliminar tu cuenta.',
    ),
    eraseFailed: 'No pudimos eliminar tu cuenta. Intentalo de nuevo.',
    writePassword: 'Escribí tu contraseña.',
    institutionConfirmed: 'Tu institución confirmó que sos vos. Tenés 10 minutos para eliminar tu cuenta.',
    checkingHow: 'Comprobando cómo podés confirmar que sos vos…',
    mappingIntro: params(
      '«{fileName}» tiene {entries} de Daylio. Elegí a cuál de tus cinco sentimientos corresponde cada estado de ánimo. Todavía no se guardó nada.',
    ),
    chooseFeelingError: 'Elegí un sentimiento.',
    chooseFeeling: 'Elegí un sentimiento',
    dateOrderError: 'Elegí cómo están escritas las fechas.',
  },
});
export type AccountText = ReturnType<typeof accountText.get>;
