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

/** Spanish sentences for the server's errors, one place so tests and screens agree. */
export const errorMessages = {
  badRequest: 'La solicitud no es válida.',
  unauthorized: 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.',
  forbidden: 'No tienes permiso para hacer esto.',
  notFound: 'No encontramos lo que buscas.',
  apiPathNotFound: 'Esta dirección no existe en la API.',
  emailTaken: 'Ya existe una cuenta con este correo.',
  invalidCredentials: 'Credenciales incorrectas.',
  refreshRefused: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  resetTokenInvalid: 'El token es inválido o ha expirado.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  commonPassword: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  userNotFound: 'No encontramos a ese usuario.',
  tooManyAttempts: (seconds: number) => `Demasiados intentos. Vuelve a intentarlo en ${inMinutes(seconds)}.`,
  tooManyWrongCodes: (seconds: number) =>
    `Demasiados códigos incorrectos. Revisa el código con quien te lo dio y vuelve a intentarlo en ${inMinutes(seconds)}.`,
  tooManyAccounts: (seconds: number) => `Se han creado demasiadas cuentas desde esta conexión. Vuelve a intentarlo en ${inMinutes(seconds)}.`,
  payloadTooLarge: 'El contenido enviado es demasiado grande.',
  unsupportedMediaType: 'El tipo de contenido no es compatible.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  nullCharacter: 'El texto contiene un carácter nulo (U+0000), que no se puede guardar. Quítalo e inténtalo de nuevo.',
  badUrl: 'La dirección de la solicitud no es válida: revisa los caracteres codificados con %.',
  rangeNotSatisfiable: 'El rango pedido está fuera del archivo.',
  uriTooLong: 'La dirección de la solicitud es demasiado larga.',
  headersTooLarge: 'La dirección o las cabeceras de la solicitud son demasiado largas.',
  timeout: 'La solicitud tardó demasiado. Inténtalo de nuevo.',
  internal: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
  unavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
} as const;
