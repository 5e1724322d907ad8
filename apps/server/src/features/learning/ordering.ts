import { sql } from 'drizzle-orm';
import { authoringMessages } from '@sendero/shared';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';

// Orders start at 1 and stay dense and unique within their list (all routes; one route's
// contents) after every create, delete and reorder.

const ROUTE_LIST_LOCK_KEY = 7_346_253;

/** Serializes changes to the list of routes (create, delete, reorder) across processes. */
export const lockRouteList = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${ROUTE_LIST_LOCK_KEY})`);

/**
 * A reorder must name exactly the current members, each once, at distinct positions. Returns the
 * ids in their new order; throws 400 before anything is written.
 */
export function plannedOrder(currentIds: string[], items: { id: string; newOrder: number }[]): string[] {
  const ids = new Set(items.map((item) => item.id));
  if (ids.size !== items.length || items.length !== currentIds.length || !currentIds.every((id) => ids.has(id))) {
    throw badRequest(authoringMessages.reorderMismatch);
  }
  if (new Set(items.map((item) => item.newOrder)).size !== items.length) throw badRequest(authoringMessages.reorderInvalid);
  return [...items].sort((a, b) => a.newOrder - b.newOrder).map((item) => item.id);
}

/** Sets order = position (1..n) for the given ids of one table, in one statement. */
export async function writeOrder(tx: Tx, table: 'routes' | 'contents', orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const values = sql.join(
    orderedIds.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${sql.identifier(table)} as t set "order" = v.position from (values ${values}) as v(id, position) where t.id = v.id`);
}

/** Closes the gap a deletion left: 1..n in the current order. */
export async function densifyRoutes(tx: Tx): Promise<void> {
  await tx.execute(sql`update routes set "order" = ranked.position
    from (select id, row_number() over (order by "order", created_at, id)::int as position from routes) as ranked
    where routes.id = ranked.id and routes."order" <> ranked.position`);
}

export async function densifyContents(tx: Tx, routeId: string): Promise<void> {
  await tx.execute(sql`update contents set "order" = ranked.position
    from (select id, row_number() over (order by "order", created_at, id)::int as position from contents where route_id = ${routeId}) as ranked
    where contents.id = ranked.id and contents."order" <> ranked.position`);
}
