import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { decodeCursor, encodeCursor, type KeysetPosition } from '../../lib/keyset-cursor.ts';

export type { KeysetPosition } from '../../lib/keyset-cursor.ts';

/** The position of `query.cursor`, if one was sent. */
export const cursorOf = (cursor: string | undefined): KeysetPosition | undefined =>
  cursor === undefined ? undefined : decodeCursor(cursor, 'query.cursor');

/** The rows after `after` in a list ordered by (createdAt, id) descending. */
export function keysetAfter(
  columns: { createdAt: PgColumn; id: PgColumn },
  after: KeysetPosition | undefined,
): SQL | undefined {
  if (!after) return undefined;
  return or(lt(columns.createdAt, after.at), and(eq(columns.createdAt, after.at), lt(columns.id, after.id)));
}

/** A page from `limit + 1` rows: the extra row says whether there is a next page. */
export function pageOf<Row extends { createdAt: Date; id: string }>(rows: Row[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null };
}
