import { defineMessages } from '@/lib/i18n';

/**
 * The privacy page's texts in each Spanish (decision 045), in its own chunk (/privacidad). A text
 * split around a link or a bold word is several keys, `…Before`/`…After`, read in order.
 */
const esES = {
  back: 'Volver',
  title: 'Tu privacidad en Sendero',
  intro:
    'Tu diario habla de tu salud, y eso merece el máximo cuidado. Aquí te contamos, sin letra pequeña, qué guarda Sendero, adónde va lo que escribes y cómo llevártelo o borrarlo cuando quieras.',
  keptTitle: 'Qué guarda Sendero',
  keptAccount: 'Tu cuenta: nombre, apellido, correo, país y tu contraseña, guardada de forma que nadie pueda leerla (argon2id).',
  keptDiary: 'Tu diario: cómo te sentías, lo que escribiste, tu nota de voz si grabaste una, la fecha y el comentario que recibiste.',
  keptRoutes: 'Tu progreso en las rutas: qué contenidos abriste o completaste, tus respuestas a los cuestionarios y tus puntos.',
  keptPlan: 'Tu plan de seguridad, si lo rellenas.',
  keptWellbeing: 'Tus cuestionarios de bienestar (WHO-5), si los respondes: tus cinco respuestas, la puntuación y la fecha.',
  keptReminder:
    'Tu recordatorio diario, si lo activas: la hora, tu zona horaria y cómo quieres recibirlo; para los avisos, la dirección que tu navegador nos da para enviárselos.',
  encryptedBefore: 'Lo que escribes en el diario, tus notas de voz, sus comentarios y tu plan de seguridad se guardan',
  encrypted: 'cifrados',
  encryptedAfter: '(AES-256-GCM): quien mirase la base de datos sin la clave del servidor solo vería letras sin sentido.',
  noTracking: 'Sendero no usa cookies de publicidad ni herramientas de analítica, y no guarda tu diario en sus registros técnicos.',
  whereTitle: 'Adónde va lo que escribes en el diario',
  modelBefore: 'Si quien administra este Sendero conectó un modelo de inteligencia artificial',
  modelAllowed: 'y tú lo permites',
  modelAfter: 'en tu perfil, el texto de cada entrada se envía a ese modelo, y solo a él, para escribir tu comentario. Si no, tu texto',
  staysHere: 'no sale del servidor de Sendero',
  staysHereAfter: ': los comentarios los escribe el propio Sendero.',
  neverModel: 'Lo que habla de suicidio o de hacerse daño nunca se envía a ningún modelo.',
  safetyLink: 'Así te cuida Sendero',
  wellbeingTitle: 'El cuestionario de bienestar',
  wellbeing:
    'Cada dos semanas, Sendero te propone cinco preguntas sobre cómo has estado. Son las del Índice de Bienestar OMS-5 (WHO-5), en su versión oficial en español. La puntuación se calcula con una regla fija (la suma de tus respuestas, por 4): ninguna inteligencia artificial la lee ni la interpreta, y no es un diagnóstico.',
  source: 'Fuente:',
  nobodyTitle: 'Nadie más recibe tus datos',
  nobody:
    'Sendero no vende, no presta y no comparte tus datos con nadie. Tu navegador solo habla con este servidor: ni fuentes, ni mapas, ni estadísticas de terceros. Las personas que lo administran ven tu nombre y tu correo para ayudarte con tu cuenta, pero no tu diario.',
  push: 'Si activas los avisos del recordatorio en un dispositivo, cada aviso viaja cifrado a través del servicio de notificaciones de tu navegador (el de Google, Mozilla o Apple, según cuál uses), que no puede leerlo. Cada correo de recordatorio trae un enlace para dejar de recibirlos con un clic.',
  sharingTitle: 'Si compartes con alguien',
  sharing:
    'Solo tú decides si alguien te acompaña: le das un código y eliges qué puede ver (tu resumen, tus entradas, tus rutas o tu plan de seguridad). Solo puede leerlo, nunca cambiarlo. Cada vez que lee algo queda registrado y tú lo ves; puedes cambiar lo que ve o dejar de compartir en cualquier momento, y esa persona también puede dejarlo.',
  warning:
    'Si lo pides, le avisaremos por correo cuando escribas algo preocupante. Ese correo solo dice que podrías necesitarle y que se ponga en contacto contigo: nunca lo que escribiste, ni cómo te sentías, ni cuándo.',
  keepTitle: 'Cuánto tiempo se guarda',
  keepEntries: 'Tus entradas y tu plan, hasta que tú los borres o elimines tu cuenta. Lo que borras desaparece en el momento.',
  keepSessions: 'Las sesiones abiertas caducan a los 30 días; los enlaces para cambiar la contraseña, en una hora.',
  keepBackups: 'Las copias de seguridad del servidor pueden conservar lo borrado hasta que se sustituyen por otras nuevas, y están igual de cifradas.',
  keepCrisis: 'De las respuestas de crisis solo queda un recuento mensual, sin nombre ni texto.',
  keepReport:
    'El «Informe para mi profesional» se prepara en el momento en que lo pides y va directo a tu dispositivo: no guardamos ninguna copia. Tus entradas solo aparecen en él si marcas «Incluir mis entradas».',
  takeTitle: 'Llévatelo o bórralo cuando quieras',
  takeBefore: 'En tu',
  takeLink: 'perfil, en «Mis datos»',
  takeAfter: ', puedes:',
  download: 'Descargar mis datos',
  downloadWhat: ': un .zip con todo lo tuyo, también tu diario en una hoja de cálculo.',
  importName: 'Importar',
  importWhat: ': recuperar esa copia, o traer tu diario desde Daylio.',
  erase: 'Eliminar mi cuenta',
  eraseWhat: ': se borra todo lo tuyo a la vez y para siempre; tu correo queda libre.',
  rights: 'Son tus derechos de acceso, portabilidad y supresión, y no hace falta pedírselos a nadie.',
};

const es419 = {
  ...esES,
  keptPlan: 'Tu plan de seguridad, si lo llenas.',
  encryptedAfter: '(AES-256-GCM): quien mirara la base de datos sin la clave del servidor solo vería letras sin sentido.',
  wellbeing:
    'Cada dos semanas, Sendero te propone cinco preguntas sobre cómo estuviste. Son las del Índice de Bienestar OMS-5 (WHO-5), en su versión oficial en español. La puntuación se calcula con una regla fija (la suma de tus respuestas, por 4): ninguna inteligencia artificial la lee ni la interpreta, y no es un diagnóstico.',
  warning:
    'Si lo pides, le avisaremos por correo cuando escribas algo preocupante. Ese correo solo dice que podrías necesitar su apoyo y que se ponga en contacto contigo: nunca lo que escribiste, ni cómo te sentías, ni cuándo.',
};

export const privacyText = defineMessages('privacy', {
  'es-ES': esES,
  'es-419': es419,
  'es-AR': {
    ...es419,
    intro:
      'Tu diario habla de tu salud, y eso merece el máximo cuidado. Acá te contamos, sin letra chica, qué guarda Sendero, adónde va lo que escribís y cómo llevártelo o borrarlo cuando quieras.',
    keptPlan: 'Tu plan de seguridad, si lo completás.',
    keptWellbeing: 'Tus cuestionarios de bienestar (WHO-5), si los respondés: tus cinco respuestas, la puntuación y la fecha.',
    keptReminder:
      'Tu recordatorio diario, si lo activás: la hora, tu zona horaria y cómo querés recibirlo; para los avisos, la dirección que tu navegador nos da para enviárselos.',
    encryptedBefore: 'Lo que escribís en el diario, tus notas de voz, sus comentarios y tu plan de seguridad se guardan',
    whereTitle: 'Adónde va lo que escribís en el diario',
    modelAllowed: 'y vos lo permitís',
    push: 'Si activás los avisos del recordatorio en un dispositivo, cada aviso viaja cifrado a través del servicio de notificaciones de tu navegador (el de Google, Mozilla o Apple, según cuál uses), que no puede leerlo. Cada correo de recordatorio trae un enlace para dejar de recibirlos con un clic.',
    sharingTitle: 'Si compartís con alguien',
    sharing:
      'Solo vos decidís si alguien te acompaña: le das un código y elegís qué puede ver (tu resumen, tus entradas, tus rutas o tu plan de seguridad). Solo puede leerlo, nunca cambiarlo. Cada vez que lee algo queda registrado y vos lo ves; podés cambiar lo que ve o dejar de compartir en cualquier momento, y esa persona también puede dejarlo.',
    warning:
      'Si lo pedís, le vamos a avisar por correo cuando escribas algo preocupante. Ese correo solo dice que podrías necesitar su apoyo y que se ponga en contacto con vos: nunca lo que escribiste, ni cómo te sentías, ni cuándo.',
    keepEntries: 'Tus entradas y tu plan, hasta que vos los borres o elimines tu cuenta. Lo que borrás desaparece en el momento.',
    keepReport:
      'El «Informe para mi profesional» se prepara en el momento en que lo pedís y va directo a tu dispositivo: no guardamos ninguna copia. Tus entradas solo aparecen en él si marcás «Incluir mis entradas».',
    takeTitle: 'Llevátelo o borralo cuando quieras',
    takeAfter: ', podés:',
  },
});
