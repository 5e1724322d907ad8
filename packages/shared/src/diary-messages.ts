import { DIARY_DESCRIPTION_MAX_LENGTH } from './limits.js';
import { alike, spainOf, type SpokenCatalogue } from './spoken.js';

// The diary's messages in a module of their own, without zod: the signed-in home shows one of them,
// and importing the diary's schemas would bring zod into the first page's JavaScript.

export const OWN_TAG_MAX_LENGTH = 30;
export const OWN_TAGS_MAX = 10;

/** The diary's messages in each Spanish (decision 061). */
export const diarySpoken = {
  tooManyToday: {
    'es-ES': (max: number, wait: string) => `Has escrito ${max} entradas en las últimas 24 horas, el máximo por día. Podrás escribir otra en ${wait}.`,
    'es-419': (max: number, wait: string) => `Escribiste ${max} entradas en las últimas 24 horas, el máximo por día. Podrás escribir otra en ${wait}.`,
    'es-AR': (max: number, wait: string) => `Escribiste ${max} entradas en las últimas 24 horas, el máximo por día. Vas a poder escribir otra en ${wait}.`,
  },
  descriptionInvalid: alike('Lo que pasó debe ser un texto.'),
  descriptionTooLong: {
    'es-ES': `Tu texto puede tener como máximo ${DIARY_DESCRIPTION_MAX_LENGTH} caracteres. Acórtalo un poco para poder guardarlo.`,
    'es-419': `Tu texto puede tener como máximo ${DIARY_DESCRIPTION_MAX_LENGTH} caracteres. Acórtalo un poco para poder guardarlo.`,
    'es-AR': `Tu texto puede tener como máximo ${DIARY_DESCRIPTION_MAX_LENGTH} caracteres. Acortalo un poco para poder guardarlo.`,
  },
  createdAtInvalid: alike('La fecha de la entrada no es válida.'),
  createdAtInFuture: {
    'es-ES': 'No puedes escribir una entrada para un día que aún no ha llegado.',
    'es-419': 'No puedes escribir una entrada para un día que todavía no llegó.',
    'es-AR': 'No podés escribir una entrada para un día que todavía no llegó.',
  },
  createdAtTooOld: {
    'es-ES': 'Solo puedes escribir entradas de hasta un año atrás.',
    'es-419': 'Solo puedes escribir entradas de hasta un año atrás.',
    'es-AR': 'Solo podés escribir entradas de hasta un año atrás.',
  },
  cursorInvalid: alike('El cursor no es válido.'),
  timeZoneInvalid: alike('La zona horaria no es válida.'),
  monthInvalid: alike('El mes debe estar entre 1 y 12.'),
  yearInvalid: alike('El año no es válido.'),
  /** A write the database could not take: nothing was stored, so sending it again is safe. */
  entryNotSaved: {
    'es-ES': 'Tu entrada no se ha guardado porque el servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    'es-419': 'Tu entrada no se guardó porque el servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    'es-AR': 'Tu entrada no se guardó porque el servicio no está disponible en este momento. Intentalo de nuevo en unos minutos.',
  },
  /** The web app's words when no answer came at all (no connection). */
  entryNotSent: {
    'es-ES': 'Tu entrada no se ha guardado: no pudimos conectar con Sendero. Revisa tu conexión e inténtalo de nuevo.',
    'es-419': 'Tu entrada no se guardó: no pudimos conectar con Sendero. Revisa tu conexión e inténtalo de nuevo.',
    'es-AR': 'Tu entrada no se guardó: no pudimos conectar con Sendero. Revisá tu conexión e intentalo de nuevo.',
  },
  nothingToChange: {
    'es-ES': 'Cambia cómo te sientes o lo que escribiste.',
    'es-419': 'Cambia cómo te sientes o lo que escribiste.',
    'es-AR': 'Cambiá cómo te sentís o lo que escribiste.',
  },
  recordNotFound: alike('No encontramos esa entrada.'),
  /** Shown instead of a text that does not open (its key was lost, or the stored value was altered). */
  unreadableText: {
    'es-ES': 'No podemos leer el texto de esta entrada: se guardó cifrado con una clave que este servidor ya no tiene, o se ha dañado.',
    'es-419': 'No podemos leer el texto de esta entrada: se guardó cifrado con una clave que este servidor ya no tiene, o se dañó.',
    'es-AR': 'No podemos leer el texto de esta entrada: se guardó cifrado con una clave que este servidor ya no tiene, o se dañó.',
  },
  tagsInvalid: alike('Las actividades deben ser una lista de palabras.'),
  tagTooLong: alike(`Cada actividad propia puede tener como máximo ${OWN_TAG_MAX_LENGTH} caracteres.`),
  tooManyOwnTags: {
    'es-ES': `Puedes añadir como máximo ${OWN_TAGS_MAX} actividades propias por entrada.`,
    'es-419': `Puedes agregar como máximo ${OWN_TAGS_MAX} actividades propias por entrada.`,
    'es-AR': `Podés agregar como máximo ${OWN_TAGS_MAX} actividades propias por entrada.`,
  },
  idempotencyKeyInvalid: alike('La cabecera Idempotency-Key debe ser un UUID.'),
} as const satisfies SpokenCatalogue;

/** Spain's text of the diary's messages (the spec's). */
export const diaryMessages = /* @__PURE__ */ spainOf(diarySpoken);
