/**
 * The API failures the person is not told about (docs/product.md#messages-that-are-silent-by-design:
 * a list that fails to load, a visit or a quiz answer that fails to save) leave the screen as it
 * was and are logged, with what failed.
 * Written here once; every such call names what it was doing.
 */
export const logFailure =
  (what: string) =>
  (error: unknown): void => {
    console.error(what, error);
  };

/** `request` unchanged, its failure logged on the way: the caller still sees the rejection. */
export function withFailureLog<T>(what: string, request: Promise<T>): Promise<T> {
  return request.catch((error: unknown) => {
    logFailure(what)(error);
    throw error;
  });
}
