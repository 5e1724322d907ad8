import { ACTIVITY_TAGS, type ActivityTag } from '@sendero/shared';

/** The Spanish labels of the nine fixed tags ("¿Qué has hecho hoy?"). */
export const activityLabels: Record<ActivityTag, string> = {
  trabajo: 'Trabajo',
  familia: 'Familia',
  amistades: 'Amistades',
  pareja: 'Pareja',
  ejercicio: 'Ejercicio',
  descanso: 'Descanso',
  estudio: 'Estudio',
  naturaleza: 'Naturaleza',
  salud: 'Salud',
};

export const isActivityTag = (tag: string): tag is ActivityTag => (ACTIVITY_TAGS as readonly string[]).includes(tag);

/** What a person reads for a tag: the label of a fixed one, their own words otherwise. */
export const tagLabel = (tag: string) => (isActivityTag(tag) ? activityLabels[tag] : tag);
