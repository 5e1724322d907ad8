// Creates an embedded database in an empty folder, then exits: run as a child process by
// `openPglite` (client.ts), so the server never carries initdb's memory (see there).
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-settings.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: init-pglite <dataDir>');
const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
await client.close();
