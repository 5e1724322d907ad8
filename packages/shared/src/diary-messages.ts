import { DIARY_DESCRIPTION_MAX_LENGTH } from './limits.js';

// The diary's messages in a module of their own, without zod: the signed-in home shows one of them,
// and importing the diary's schemas would bring zod into the first page's JavaScript.

export const OWN_TAG_MAX_LENGTH = 30;
export const OWN_TAGS_MAX = 10;

export const diaryMessages = {
  tooManyToday: (max: number, wait: string) => `Has escrito ${max} entradas en las últimas 24 horas, el máximo por día. Podrás escribir otra en ${wait}.`,
  descriptionInvalid: 'Lo que pasó debe ser un texto.',
  descriptionTooLong: `Tu texto puede tener como máximo ${DIARY_DESCRIPTION_MAX_LENGTH} caracteres. Acórtalo un poco para poder guardarlo.`,
  createdAtInvalid: 'La fecha de la entrada no es válida.',
  createdAtInFuture: 'No puedes escribir una entrada para un día que aún no ha llegado.',
  createdAtTooOld: 'Solo puedes escribir entradas de hasta un año atrás.',
  cursorInvalid: 'El cursor no es válido.',
  timeZoneInvalid: 'La zona horaria no es válida.',
  monthInvalid: 'El mes debe estar entre 1 y 12.',
  yearInvalid: 'El año no es válido.',
  /** A write the database could not take: nothing was stored, so sending it again is safe. */
  entryNotSaved: 'Tu entrada no se ha guardado porque el servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  /** The web app's words when no answer came at all (no connection). */
  entryNotSent: 'Tu entrada no se ha guardado: no pudimos conectar con Sendero. Revisa tu conexión e inténtalo de nuevo.',
  nothingToChange: 'Cambia cómo te sientes o lo que escribiste.',
  recordNotFound: 'No encontramos esa entrada.',
  /** Shown instead of a text that does not open (its key was lost, or the stored value was altered). */
  unreadableText: 'No podemos leer el texto de esta entrada: se guardó cifrado con una clave que este servidor ya no tiene, o se ha dañado.',
  tagsInvalid: 'Las actividades deben ser una lista de palabras.',
  tagTooLong: `Cada actividad propia puede tener como máximo ${OWN_TAG_MAX_LENGTH} caracteres.`,
  tooManyOwnTags: `Puedes añadir como máximo ${OWN_TAGS_MAX} actividades propias por entrada.`,
  idempotencyKeyInvalid: 'La cabecera Idempotency-Key debe ser un UUID.',
} as const;
