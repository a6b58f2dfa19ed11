import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  ne,
  notInArray,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { OrderStatus } from '@playeats/contracts/ordering';
import type { Database } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import { allOrNothingStatement, partsStatement, type StatementPart } from '../../../db/statement-part.ts';
import { orderEvents, orderItems, orders, webhookDeliveries } from '../../../db/schema/orders.ts';
import type { OrderActor } from './order-state.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
/** A new order with every column given (the number is drawn by the insert). */
export type PlacedOrder = Omit<OrderRow, 'number' | 'version'>;
type NewOrderItem = typeof orderItems.$inferInsert;
type Notice = (number: SQL) => SQL;
/** A row's values, or placeholders standing for them. */
type BoundRow<Row> = { [K in keyof Row]: Row[K] | SQL };

/** The order's own rows of its statement: the order, its first event, the notification and its lines. */
function placementCtes(db: Database, order: BoundRow<PlacedOrder>, items: BoundRow<NewOrderItem>[], notice: Notice) {
  const ctes = [
    sql`o as (${db.insert(orders).values(order).returning({ number: orders.number }).getSQL()})`,
    sql`e as (${db
      .insert(orderEvents)
      .values({ orderId: order.id, status: order.status, actor: 'user', at: order.placedAt, details: {} })
      .getSQL()})`,
    sql`n as (${notice(sql`(select number from o)`)})`,
  ];
  if (items.length > 0) ctes.push(sql`i as (${db.insert(orderItems).values(items).getSQL()})`);
  return ctes;
}
const NUMBER = sql`(select number from o) as number`;

/** What a placement's one statement is built for, once per shape (the parts' placeholders named by the caller). */
export interface PlacementShape {
  /** The statement's name (order_placement_<key>): one key, one text. */
  key: string;
  /** The order's lines. */
  lines: number;
  /** The notification's insert and the other modules' parts, with placeholders for their values. */
  build: () => { notice: Notice; parts: StatementPart[] };
}

/** `line<i>_<column>`: a line's placeholders in a placement statement. */
const linePlaceholder = (line: number, key: string) => `line${line}_${key}`;
const p = (name: string) => sql`${sql.placeholder(name)}`;
const placedColumns = Object.keys(getTableColumns(orders)).filter((k) => k !== 'number' && k !== 'version');
const itemColumns = Object.keys(getTableColumns(orderItems)).filter((k) => k !== 'id');

/**
 * The placement's statements by shape, each built and rendered once per database handle
 * and named: PostgreSQL parses and plans it once per connection, the server renders no SQL
 * per order. Values go in raw (sql.placeholder), encoded as drizzle encodes each column.
 */
const placementStatements = new Map<string, ReturnType<typeof preparedSql<{ number: string | number }>>>();
function placementStatement(shape: PlacementShape) {
  let statement = placementStatements.get(shape.key);
  if (!statement) {
    statement = preparedSql(`order_placement_${shape.key}`, (db) => {
      const { notice, parts } = shape.build();
      const order = Object.fromEntries(placedColumns.map((k) => [k, p(k)])) as BoundRow<PlacedOrder>;
      const items = Array.from(
        { length: shape.lines },
        (_, i) => Object.fromEntries(itemColumns.map((k) => [k, p(linePlaceholder(i, k))])) as BoundRow<NewOrderItem>,
      );
      return allOrNothingStatement(
        [{ ctes: placementCtes(db, order, items, notice), applied: sql`true` }, ...parts],
        [NUMBER],
      );
    });
    placementStatements.set(shape.key, statement);
  }
  return statement;
}

/** A row's values for its placeholders, as drizzle encodes each column's (null stays null). */
function encoded(
  columns: Record<string, Column>,
  row: Record<string, unknown>,
  name: (key: string) => string = (k) => k,
) {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (!(key in row)) continue;
    const value = row[key];
    values[name(key)] = value === null || value === undefined ? null : column.mapToDriverValue(value);
  }
  return values;
}

const FINAL: OrderStatus[] = ['delivered', 'cancelled'];

export interface AdminOrderFilter {
  status?: OrderStatus;
  restaurantId?: string;
  userId?: string;
  /** placedAt from (inclusive) and to (exclusive). */
  from?: Date;
  to?: Date;
}

/** The only code touching orders, their lines and events, and webhook deliveries. Pass a transaction to join it. */
export function ordersRepository(db: Database) {
  return {
    /**
     * A new order with its lines, its first event and the user's notification (`notice`: the
     * notifications module's insert, given the order's number, which the insert draws), in
     * one statement (one round trip; the foreign keys are checked at its end). The
     * step-by-step path's, inside its transaction.
     */
    async insertPlaced(order: PlacedOrder, items: readonly NewOrderItem[], notice: Notice): Promise<OrderRow> {
      const { rows } = await db.execute<{ number: string | number }>(
        partsStatement([{ ctes: placementCtes(db, order, [...items], notice), applied: sql`true` }], [NUMBER]),
      );
      return { ...order, number: Number(rows[0]!.number), version: 1 };
    },
    /**
     * insertPlaced with the other modules' parts of the placement (the cart taken, the
     * ledger's spends), as one named statement per shape (placementStatement), all or
     * nothing: when a part did not apply it writes nothing and throws (`notApplied(err)` in
     * db/statement-part.ts); no transaction is needed around it. `partValues` are the
     * values of the parts' placeholders.
     */
    async placeAtOnce(
      shape: PlacementShape,
      order: PlacedOrder,
      items: readonly NewOrderItem[],
      partValues: Record<string, unknown>,
    ): Promise<OrderRow> {
      if (items.length !== shape.lines) throw new Error(`a placement of ${items.length} lines, shape ${shape.key}`);
      const values = encoded(getTableColumns(orders), order);
      items.forEach((item, i) =>
        Object.assign(
          values,
          encoded(getTableColumns(orderItems), item, (k) => linePlaceholder(i, k)),
        ),
      );
      const { rows } = await placementStatement(shape)(db).run({ ...values, ...partValues });
      return { ...order, number: Number(rows[0]!.number), version: 1 };
    },
    /**
     * The provider intent the order with this id holds: null when there is no such order
     * (or it holds none). A hold is in use only when its order names it.
     */
    async intentOf(id: string): Promise<string | null> {
      const [row] = await db.select({ intent: orders.providerPaymentIntentId }).from(orders).where(eq(orders.id, id));
      return row?.intent ?? null;
    },
    async find(userId: string, id: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)));
      return row;
    },
    /** Takes the order's row lock until the transaction ends: every state change goes through it. */
    async lock(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },
    async update(id: string, changes: Partial<NewOrder>): Promise<OrderRow> {
      const [row] = await db
        .update(orders)
        .set({ ...changes, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, id))
        .returning();
      return row!;
    },
    async items(orderIds: readonly string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },
    async events(orderId: string): Promise<OrderEventRow[]> {
      return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    },
    async addEvent(
      orderId: string,
      status: OrderStatus,
      actor: OrderActor,
      at: Date,
      details: Record<string, unknown> = {},
    ) {
      await db.insert(orderEvents).values({ orderId, status, actor, at, details }).onConflictDoNothing();
    },
    /** Newest first; `before` is the (placedAt, id) of the last row of the previous page. */
    async page(userId: string, limit: number, before?: { placedAt: Date; id: string }) {
      return db
        .select({
          order: orders,
          itemCount: sql<number>`(select coalesce(sum(quantity), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            before
              ? or(
                  lt(orders.placedAt, before.placedAt),
                  and(eq(orders.placedAt, before.placedAt), lt(orders.id, before.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(limit);
    },
    /** The order in progress, else the latest one that ended after `endedSince`. */
    async active(userId: string, endedSince: Date): Promise<OrderRow | undefined> {
      const [inProgress] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), notInArray(orders.status, FINAL)))
        .orderBy(desc(orders.placedAt))
        .limit(1);
      if (inProgress) return inProgress;
      const [ended] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), sql`${orders.updatedAt} >= ${endedSince}`))
        .orderBy(desc(orders.updatedAt))
        .limit(1);
      return ended;
    },
    async moneySaved(userId: string): Promise<{ savedCents: number; orders: number }> {
      const [row] = await db
        .select({
          savedCents: sql<number>`coalesce(sum(${orders.savedCents}), 0)::int`,
          orders: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered')));
      return { savedCents: Number(row?.savedCents ?? 0), orders: Number(row?.orders ?? 0) };
    },
    /** Orders due for their next simulated step: in progress and unchanged since `before`. */
    async dueForSimulation(before: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(notInArray(orders.status, FINAL), lt(orders.updatedAt, before)))
        .orderBy(asc(orders.updatedAt))
        .limit(limit);
    },
    /** Records a webhook delivery (the order it moves, the state it asks for); false when this event id was already applied. */
    async recordDelivery(
      id: string,
      source: string,
      at: Date,
      event: { orderId: string; status: OrderStatus },
    ): Promise<boolean> {
      const rows = await db
        .insert(webhookDeliveries)
        .values({ id, source, receivedAt: at, orderId: event.orderId, status: event.status })
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      return rows.length === 1;
    },
    /** Any user's order (the admin's). */
    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },
    /**
     * The admin's list, newest first, `after` the (placedAt, id) of the previous page's last
     * row. The row comparison is an index condition of orders_placed_idx and of the state's
     * and the restaurant's indexes (docs/decisions/0022-admin-operations.md).
     */
    async adminPage(filter: AdminOrderFilter, limit: number, after?: { placedAt: Date; id: string }) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            filter.status ? eq(orders.status, filter.status) : undefined,
            filter.restaurantId ? eq(orders.restaurantId, filter.restaurantId) : undefined,
            filter.userId ? eq(orders.userId, filter.userId) : undefined,
            filter.from ? gte(orders.placedAt, filter.from) : undefined,
            filter.to ? lt(orders.placedAt, filter.to) : undefined,
            after
              ? sql`(${orders.placedAt}, ${orders.id}) < (${after.placedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(limit);
    },
    /** The webhook deliveries that moved an order, oldest first. */
    deliveries(orderId: string) {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.orderId, orderId))
        .orderBy(asc(webhookDeliveries.receivedAt));
    },
    /** Orders a user placed in a window and did not see cancelled (place_orders challenges). */
    async countPlaced(userId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            ne(orders.status, 'cancelled'),
            gte(orders.placedAt, from),
            lt(orders.placedAt, to),
          ),
        );
      return Number(row?.n ?? 0);
    },
    /** Moves the payment status on, only from the one expected (a concurrent settle changes nothing). */
    async setPaymentStatus(id: string, from: string, to: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ paymentStatus: to })
        .where(and(eq(orders.id, id), eq(orders.paymentStatus, from)))
        .returning();
      return row;
    },
    /** Orders whose card has not followed their state yet (a capture, void or refund that failed). */
    async unsettled(limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          or(
            and(eq(orders.status, 'delivered'), eq(orders.paymentStatus, 'authorized')),
            and(eq(orders.status, 'cancelled'), inArray(orders.paymentStatus, ['authorized', 'captured'])),
          ),
        )
        .limit(limit);
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
