/**
 * PGlite's own start parameters (PGlite is loaded only where the embedded database is used), with PostgreSQL's shared buffers at 32 MB instead of 128 MB:
 * the embedded database serves one small installation, and its WebAssembly memory never shrinks,
 * so the default cost about 100 MB of resident memory for nothing (bench/memory.mjs).
 */
export async function pgliteStartParams(): Promise<string[]> {
  const { PGlite } = await import('@electric-sql/pglite');
  return [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
}
