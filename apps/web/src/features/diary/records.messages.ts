import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/**
 * The calendar's, the list's, the search's and a record card's texts in each Spanish (decision 045):
 * Spain's is the spec's; a variant only says what it says differently.
 */
const esES = {
  calendar: 'Calendario',
  diaryView: 'Vista del diario',
  allRecords: 'Todos los Registros',
  addOneNow: 'Agrega uno ahora.',
  addAnotherForDay: 'Añadir otra entrada para este día',
  noRecordsThisDay: 'No hay registros en este día.',
  noRecordsYet: 'Aún no tienes registros.',
  loading: 'Cargando...',
  // The search
  closeEntryOf: params('Cerrar la entrada del {when}'),
  close: 'Cerrar',
  whatYouDid: 'Lo que hiciste',
  inTheComment: 'En el comentario: ',
  openEntryOf: params('Abrir entrada del {when}'),
  openEntry: 'Abrir entrada',
  searchResults: 'Resultados de la búsqueda',
  noMatches: 'No hay entradas que coincidan con tu búsqueda.',
  oneFound: params('{count} entrada encontrada.'),
  manyFound: params('{count} entradas encontradas.'),
  moreFound: params('{count} o más entradas encontradas.'),
  searchFailed: 'No pudimos buscar ahora. Inténtalo de nuevo.',
  searching: 'Buscando…',
  searchingMore: 'Buscando más…',
  searchInRecords: 'Búsqueda en tus registros',
  searchLabel: 'Buscar en tus registros',
  searchPlaceholder: 'Una palabra, por ejemplo: canción',
  filters: 'Filtros',
  mood: 'Estado de ánimo',
  allFeelings: 'Todos',
  activity: 'Actividad',
  allActivities: 'Todas',
  from: 'Desde',
  to: 'Hasta',
  clearFilters: 'Quitar filtros',
  // A record card
  checkWhatYouWrote: 'Revisa lo que escribiste.',
  entryUpdated: 'Entrada actualizada',
  saveFailed: 'No pudimos guardar los cambios. Inténtalo de nuevo.',
  editEntry: 'Editar entrada',
  howDidYouFeel: '¿Cómo te sentías?',
  whatHappened: '¿Qué pasó?',
  removeVoiceNote: 'Quitar la nota de voz (se borrará para siempre)',
  cancel: 'Cancelar',
  saving: 'Guardando…',
  saveChanges: 'Guardar cambios',
  entryDeleted: 'Entrada eliminada',
  deleteFailed: 'No pudimos eliminar la entrada. Inténtalo de nuevo.',
  voiceNoteOf: params('Nota de voz de la entrada del {when}'),
  comment: 'Comentario',
  commentHeading: 'Comentario:',
  editEntryOf: params('Editar la entrada del {when}'),
  edit: 'Editar',
  deleteEntryOf: params('Eliminar la entrada del {when}'),
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar esta entrada?',
  deleteWithVoiceNote: 'Se borrará para siempre, con su comentario y su nota de voz. No se puede deshacer.',
  deleteWithoutVoiceNote: 'Se borrará para siempre, con su comentario. No se puede deshacer.',
  yesDelete: 'Sí, eliminar',
};

export const recordsText = defineMessages('records', {
  'es-ES': esES,
  'es-419': {
    ...esES,
    addAnotherForDay: 'Agregar otra entrada para este día',
    noRecordsYet: 'Todavía no tienes registros.',
  },
  'es-AR': {
    ...esES,
    addOneNow: 'Agregá uno ahora.',
    addAnotherForDay: 'Agregar otra entrada para este día',
    noRecordsYet: 'Todavía no tenés registros.',
    searchFailed: 'No pudimos buscar ahora. Intentalo de nuevo.',
    checkWhatYouWrote: 'Revisá lo que escribiste.',
    saveFailed: 'No pudimos guardar los cambios. Intentalo de nuevo.',
    deleteFailed: 'No pudimos eliminar la entrada. Intentalo de nuevo.',
  },
});
export type RecordsText = ReturnType<typeof recordsText.get>;
