import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/** A content's screen, its viewers and its quiz, in each Spanish (decision 045): a variant only says what it says differently. */
const esES = {
  duration: 'Duración: ',
  completed: 'Completado',
  favourite: 'Favorito',
  comment: 'Comentar',
  share: 'Compartir',
  backToRoute: 'Volver a la ruta',
  loadingContent: 'Cargando contenido...',
  contentNotFound: 'Contenido no encontrado',
  noSuchContent: 'No encontramos este contenido.',
  markCompleted: 'Marcar como completado',
  nextContent: 'Ir al siguiente contenido',
  keepLearning: 'Seguir aprendiendo',
  writeYourAnswer: 'Escribe tu respuesta...',
  saved: 'Guardado',
  saving: 'Guardando...',
  transcript: 'Transcripción',
  audioPlayer: params('Reproductor de audio: {title}'),
  position: 'Posición',
  positionOf: params('{current} de {total}'),
  back10: 'Retroceder 10 segundos',
  pause: 'Pausar',
  play: 'Reproducir',
  forward10: 'Avanzar 10 segundos',
  volume: 'Volumen',
};

export const contentsText = defineMessages('contents', {
  'es-ES': esES,
  'es-419': esES,
  'es-AR': { ...esES, writeYourAnswer: 'Escribí tu respuesta...' },
});
