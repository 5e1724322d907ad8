import { openPglite } from './db/client.js';
let t = Date.now();
const d = await openPglite(undefined);
console.log('create', Date.now() - t); t = Date.now();
await d.migrate();
console.log('migrate', Date.now() - t); t = Date.now();
const { PGlite } = await import('@electric-sql/pglite');
// @ts-ignore
const blob = await (d as any).db.$client.dumpDataDir('none');
console.log('dump', Date.now() - t, blob.size); t = Date.now();
const d2 = await openPglite(undefined, blob);
console.log('load', Date.now() - t); t = Date.now();
await d2.ping(); console.log('ping', Date.now()-t);
