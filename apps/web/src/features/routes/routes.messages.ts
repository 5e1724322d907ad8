import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/**
 * The route list's and a route's texts in each Spanish (decision 045): Spain's is the spec's; a
 * variant only says what it says differently. A route card's few words ("Ruta", "Progreso de…",
 * "Completo") are the same in every variant and stay literals: home, on the first page, draws cards.
 */
const esES = {
  routes: 'Rutas',
  fromYourGroup: 'Las rutas que te propone tu grupo, en el orden sugerido.',
  foundationRoutes: 'Rutas Fundamento',
  foundationIntro: 'Las rutas de fundamento te dan una base sólida para gestionar y controlar tus emociones.',
  loadingRoutes: 'Cargando rutas...',
  noRoutesYet: 'Todavía no hay rutas disponibles. Vuelve pronto.',
  moreRoutes: 'Más rutas',
  backToRoutes: 'Volver a las rutas',
  noContentsYet: 'Esta ruta aún no tiene contenidos.',
  oneContent: '1 contenido',
  contentsCount: params('{count} contenidos'),
  starting: 'Comenzando...',
  start: 'Comenzar',
  routeContents: 'Contenido de la ruta',
  progress: 'Progreso',
  contentsDone: params('{done} de {total} contenidos completados'),
  contents: 'Contenidos',
  completed: 'Completado',
  loadingRoute: 'Cargando ruta...',
  routeNotFound: 'Ruta no encontrada',
  noSuchRoute: 'No encontramos esta ruta.',
  seeRoutes: 'Ver las rutas',
  routeNumber: params('Ruta {order}'),
};

export const routesText = defineMessages('routes', {
  'es-ES': esES,
  'es-419': { ...esES, noContentsYet: 'Esta ruta todavía no tiene contenidos.' },
  'es-AR': { ...esES, noRoutesYet: 'Todavía no hay rutas disponibles. Volvé pronto.', noContentsYet: 'Esta ruta todavía no tiene contenidos.' },
});
