import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/**
 * The profile's screen, its statistics and "Mis Técnicas" in each Spanish (decision 045): Spain's
 * is the spec's; a variant only says what it says differently (Latin America's "promedio" for
 * Spain's "media", "te sentiste" for "te has sentido", voseo in Argentina and Uruguay).
 */
const esES = {
  profile: 'Perfil',
  profileOptions: 'Opciones de perfil',
  changePassword: 'Cambiar contraseña',
  signOut: 'Cerrar sesión',
  profileLoadFailed: 'No pudimos cargar tu perfil. Inténtalo de nuevo en un momento.',
  profileSections: 'Secciones del perfil',
  statistics: 'Estadísticas',
  myTechniques: 'Mis Técnicas',
  // Actividad and the feelings
  oneRecord: '1 registro',
  records: params('{count} registros'),
  noRecordsYet: 'Aún no hay registros. Cuando cuentes cómo te sientes, lo verás aquí.',
  activity: 'Actividad',
  recordsLabel: 'Registros',
  videosWatched: 'Videos vistos',
  routesInProgress: 'Rutas en progreso',
  guidedExercises: 'Ejercicios guiados',
  howYouHaveFelt: 'Cómo te has sentido',
  // The insights
  oneDay: '1 día',
  days: params('{count} días'),
  yourStreak: 'Tu racha',
  streakDays: params('Llevas {days} escribiendo'),
  streakKind: 'Un día sin escribir no rompe tu racha: cuenta a tu ritmo.',
  streakEmpty: 'Aquí verás los días que llevas escribiendo en tu diario, a tu ritmo.',
  weeklyMean: 'Media de cómo te has sentido por semana, de 1 (Terrible) a 5 (Excelente)',
  monthlyMean: 'Media de cómo te has sentido por mes, de 1 (Terrible) a 5 (Excelente)',
  overTime: 'Cómo te has sentido con el tiempo',
  weeks: 'Semanas',
  months: 'Meses',
  overTimeEmpty: 'Cuando escribas en tu diario, aquí verás cómo cambia lo que sientes.',
  weekOf: 'Semana del',
  month: 'Mes',
  mean: 'Media',
  withoutRecords: 'Sin registros',
  byWeekday: 'Según el día de la semana',
  bestWeekday: params('Los {weekday} sueles sentirte mejor.'),
  weekdaysEmpty: 'Con unas semanas más de registros, verás qué días de la semana se te hacen más llevaderos.',
  weekdayEmpty: params('{name}: sin registros'),
  weekdayMean: params('{name}: media {score} de 5 ({days})'),
  patterns: 'Lo que acompaña a tus días',
  patternsEmpty: 'Cuando marques lo que has hecho durante más días, aquí verás qué suele acompañar a tus días mejores y peores.',
  patternsNote: 'Son coincidencias en tus registros, no causas ni diagnósticos.',
  insightsFailed: 'No pudimos cargar el resto de tus estadísticas. Inténtalo de nuevo en un momento.',
  loadingInsights: 'Cargando tus estadísticas…',
  finerFeelings: 'Con más detalle',
  finerFeelingsEmpty: 'Cuando elijas una palabra para cómo te sientes, aquí verás cuántas veces la has elegido.',
  mostChosen: 'Las que más, en las últimas 12 semanas',
  // "Hace un año" in Ajustes
  onThisDay: 'Hace un año',
  onThisDayHint: 'Muestra en el inicio lo que escribiste en tu diario el mismo día del año pasado.',
  // Mis Técnicas
  completedOn: params('Completado el {date}'),
  loadingTechniques: 'Cargando tus técnicas',
  techniquesFailed: 'No pudimos cargar tus técnicas. Inténtalo de nuevo en un momento.',
  tryAgain: 'Volver a intentar',
  techniquesEmptyTitle: 'Tus técnicas te esperan aquí',
  techniquesEmpty: 'Cuando completes un audio o un vídeo guiado, lo encontrarás aquí para repetirlo cuando quieras.',
  practiseAgain: 'Para volver a practicar',
  // Tu año en píxeles
  yearTitle: 'Tu año en píxeles',
  yearEmpty: 'Tu año en píxeles aún está en blanco: cada día que escribas tendrá su color.',
  yearSummary: params('En los últimos 365 días escribiste {days}: {counts}.'),
  // Informe para mi profesional
  reportTitle: 'Informe para mi profesional',
  reportIntro: params(
    'Un PDF para llevar a tu terapeuta, a tu médico o a alguien de confianza: cómo te has sentido cada semana, tus cuestionarios de bienestar, tus rutas y lo que acompañó a tus días. Elige el periodo (como mucho {maxDays} días).',
  ),
  reportFrom: 'Desde',
  reportTo: 'Hasta',
  reportEntries: 'Incluir mis entradas',
  reportEntriesHint:
    'Si lo marcas, el PDF llevará todo lo que escribiste en tu diario durante ese periodo. Compártelo solo con alguien de tu confianza. Las respuestas automáticas de la app nunca se incluyen.',
  reportDownloading: 'Tu informe se está descargando.',
  reportFailed: 'No pudimos preparar tu informe. Inténtalo de nuevo.',
  reportPreparing: 'Preparando tu informe…',
  reportDownload: 'Descargar el informe (PDF)',
};

const es419 = {
  ...esES,
  noRecordsYet: 'Todavía no hay registros. Cuando cuentes cómo te sientes, lo verás aquí.',
  howYouHaveFelt: 'Cómo te sentiste',
  weeklyMean: 'Promedio de cómo te sentiste por semana, de 1 (Terrible) a 5 (Excelente)',
  monthlyMean: 'Promedio de cómo te sentiste por mes, de 1 (Terrible) a 5 (Excelente)',
  overTime: 'Cómo te sentiste con el tiempo',
  mean: 'Promedio',
  weekdayMean: params('{name}: promedio {score} de 5 ({days})'),
  patternsEmpty: 'Cuando marques lo que hiciste durante más días, aquí verás qué suele acompañar a tus días mejores y peores.',
  finerFeelingsEmpty: 'Cuando elijas una palabra para cómo te sientes, aquí verás cuántas veces la elegiste.',
  techniquesEmpty: 'Cuando completes un audio o un video guiado, lo encontrarás aquí para repetirlo cuando quieras.',
  reportIntro: params(
    'Un PDF para llevar a tu terapeuta, a tu médico o a alguien de confianza: cómo te sentiste cada semana, tus cuestionarios de bienestar, tus rutas y lo que acompañó a tus días. Elige el periodo (como mucho {maxDays} días).',
  ),
};

export const statsText = defineMessages('profile-stats', {
  'es-ES': esES,
  'es-419': es419,
  'es-AR': {
    ...es419,
    profileLoadFailed: 'No pudimos cargar tu perfil. Intentalo de nuevo en un momento.',
    noRecordsYet: 'Todavía no hay registros. Cuando cuentes cómo te sentís, lo vas a ver acá.',
    streakDays: params('Llevás {days} escribiendo'),
    streakEmpty: 'Acá vas a ver los días que llevás escribiendo en tu diario, a tu ritmo.',
    overTimeEmpty: 'Cuando escribas en tu diario, acá vas a ver cómo cambia lo que sentís.',
    bestWeekday: params('Los {weekday} solés sentirte mejor.'),
    weekdaysEmpty: 'Con unas semanas más de registros, vas a ver qué días de la semana se te hacen más llevaderos.',
    patternsEmpty: 'Cuando marques lo que hiciste durante más días, acá vas a ver qué suele acompañar a tus días mejores y peores.',
    insightsFailed: 'No pudimos cargar el resto de tus estadísticas. Intentalo de nuevo en un momento.',
    finerFeelingsEmpty: 'Cuando elijas una palabra para cómo te sentís, acá vas a ver cuántas veces la elegiste.',
    techniquesFailed: 'No pudimos cargar tus técnicas. Intentalo de nuevo en un momento.',
    techniquesEmptyTitle: 'Tus técnicas te esperan acá',
    techniquesEmpty: 'Cuando completes un audio o un video guiado, lo vas a encontrar acá para repetirlo cuando quieras.',
    yearEmpty: 'Tu año en píxeles todavía está en blanco: cada día que escribas va a tener su color.',
    reportIntro: params(
      'Un PDF para llevar a tu terapeuta, a tu médico o a alguien de confianza: cómo te sentiste cada semana, tus cuestionarios de bienestar, tus rutas y lo que acompañó a tus días. Elegí el periodo (como mucho {maxDays} días).',
    ),
    reportEntriesHint:
      'Si lo marcás, el PDF va a llevar todo lo que escribiste en tu diario durante ese periodo. Compartilo solo con alguien de tu confianza. Las respuestas automáticas de la app nunca se incluyen.',
    reportFailed: 'No pudimos preparar tu informe. Intentalo de nuevo.',
  },
});
export type StatsText = ReturnType<typeof statsText.get>;
