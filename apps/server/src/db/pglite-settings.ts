import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own start parameters, with PostgreSQL's shared buffers at 32 MB instead of 128 MB:
 * the embedded database serves one small installation, and its WebAssembly memory never shrinks,
 * so the default cost about 100 MB of resident memory for nothing (bench/memory.mjs).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
