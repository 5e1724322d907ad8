import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';

/** The one error shape of every API error (docs/product.md#api-rules). `message` is a list of Spanish sentences. */
export const ApiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.array(z.string()),
});
export type ApiError = z.infer<typeof ApiError>;

/** `1 minuto`, `15 minutos`, `2 horas`: a wait rounded up, as a person reads it. */
export const inMinutes = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes > 120) {
    const hours = Math.ceil(minutes / 60);
    return `${hours} horas`;
  }
  return `${minutes} minuto${minutes > 1 ? 's' : ''}`;
};

/** The server's errors in each Spanish (decision 061), one place so tests and screens agree. */
export const errorSpoken = {
  badRequest: alike('La solicitud no es válida.'),
  unauthorized: {
    'es-ES': 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.',
    'es-419': 'Tu sesión no es válida o expiró. Vuelve a iniciar sesión.',
    'es-AR': 'Tu sesión no es válida o venció. Volvé a iniciar sesión.',
  },
  forbidden: { 'es-ES': 'No tienes permiso para hacer esto.', 'es-419': 'No tienes permiso para hacer esto.', 'es-AR': 'No tenés permiso para hacer esto.' },
  notFound: { 'es-ES': 'No encontramos lo que buscas.', 'es-419': 'No encontramos lo que buscas.', 'es-AR': 'No encontramos lo que buscás.' },
  apiPathNotFound: alike('Esta dirección no existe en la API.'),
  emailTaken: alike('Ya existe una cuenta con este correo.'),
  invalidCredentials: alike('Credenciales incorrectas.'),
  refreshRefused: {
    'es-ES': 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    'es-419': 'Tu sesión terminó. Vuelve a iniciar sesión.',
    'es-AR': 'Tu sesión terminó. Volvé a iniciar sesión.',
  },
  resetTokenInvalid: { 'es-ES': 'El token es inválido o ha expirado.', 'es-419': 'El token es inválido o expiró.', 'es-AR': 'El token es inválido o venció.' },
  currentPasswordWrong: alike('La contraseña actual no es correcta.'),
  commonPassword: {
    'es-ES': 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    'es-419': 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    'es-AR': 'Esta contraseña es demasiado común. Elegí una más difícil de adivinar.',
  },
  userNotFound: alike('No encontramos a ese usuario.'),
  tooManyAttempts: {
    'es-ES': (wait: string) => `Demasiados intentos. Vuelve a intentarlo en ${wait}.`,
    'es-419': (wait: string) => `Demasiados intentos. Vuelve a intentarlo en ${wait}.`,
    'es-AR': (wait: string) => `Demasiados intentos. Volvé a intentarlo en ${wait}.`,
  },
  tooManyWrongCodes: {
    'es-ES': (wait: string) => `Demasiados códigos incorrectos. Revisa el código con quien te lo dio y vuelve a intentarlo en ${wait}.`,
    'es-419': (wait: string) => `Demasiados códigos incorrectos. Revisa el código con quien te lo dio y vuelve a intentarlo en ${wait}.`,
    'es-AR': (wait: string) => `Demasiados códigos incorrectos. Revisá el código con quien te lo dio y volvé a intentarlo en ${wait}.`,
  },
  tooManyAccounts: {
    'es-ES': (wait: string) => `Se han creado demasiadas cuentas desde esta conexión. Vuelve a intentarlo en ${wait}.`,
    'es-419': (wait: string) => `Se crearon demasiadas cuentas desde esta conexión. Vuelve a intentarlo en ${wait}.`,
    'es-AR': (wait: string) => `Se crearon demasiadas cuentas desde esta conexión. Volvé a intentarlo en ${wait}.`,
  },
  payloadTooLarge: alike('El contenido enviado es demasiado grande.'),
  unsupportedMediaType: alike('El tipo de contenido no es compatible.'),
  invalidJson: alike('El cuerpo de la solicitud no es un JSON válido.'),
  nullCharacter: {
    'es-ES': 'El texto contiene un carácter nulo (U+0000), que no se puede guardar. Quítalo e inténtalo de nuevo.',
    'es-419': 'El texto contiene un carácter nulo (U+0000), que no se puede guardar. Quítalo e inténtalo de nuevo.',
    'es-AR': 'El texto contiene un carácter nulo (U+0000), que no se puede guardar. Sacalo e intentalo de nuevo.',
  },
  badUrl: {
    'es-ES': 'La dirección de la solicitud no es válida: revisa los caracteres codificados con %.',
    'es-419': 'La dirección de la solicitud no es válida: revisa los caracteres codificados con %.',
    'es-AR': 'La dirección de la solicitud no es válida: revisá los caracteres codificados con %.',
  },
  rangeNotSatisfiable: alike('El rango pedido está fuera del archivo.'),
  uriTooLong: alike('La dirección de la solicitud es demasiado larga.'),
  headersTooLarge: alike('La dirección o las cabeceras de la solicitud son demasiado largas.'),
  timeout: {
    'es-ES': 'La solicitud tardó demasiado. Inténtalo de nuevo.',
    'es-419': 'La solicitud tardó demasiado. Inténtalo de nuevo.',
    'es-AR': 'La solicitud tardó demasiado. Intentalo de nuevo.',
  },
  internal: {
    'es-ES': 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
    'es-419': 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
    'es-AR': 'Ocurrió un error inesperado. Intentalo de nuevo en unos minutos.',
  },
  unavailable: {
    'es-ES': 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    'es-419': 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    'es-AR': 'El servicio no está disponible en este momento. Intentalo de nuevo en unos minutos.',
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of the server's errors (the spec's); a wait is given in seconds and said in minutes. */
export const errorMessages = {
  .../* @__PURE__ */ spainOf(errorSpoken),
  tooManyAttempts: (seconds: number) => errorSpoken.tooManyAttempts['es-ES'](inMinutes(seconds)),
  tooManyWrongCodes: (seconds: number) => errorSpoken.tooManyWrongCodes['es-ES'](inMinutes(seconds)),
  tooManyAccounts: (seconds: number) => errorSpoken.tooManyAccounts['es-ES'](inMinutes(seconds)),
} as const;
