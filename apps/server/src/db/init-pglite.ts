// Creates an embedded database in an empty folder, then exits: run as a child process by
// `openPglite` (client.ts), so the server never carries initdb's memory (see there). It imports no
// file of ours, so it runs the same from src/ (tests) and dist/.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, startParams] = process.argv.slice(2);
if (!dataDir || !startParams) throw new Error('usage: init-pglite <dataDir> <start parameters as JSON>');
const client = await PGlite.create(dataDir, { startParams: JSON.parse(startParams) as string[] });
await client.close();
