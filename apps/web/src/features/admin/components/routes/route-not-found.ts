/** Spec §2, word for word. */
export const ROUTE_NOT_FOUND = 'No se encontro la ruta';
