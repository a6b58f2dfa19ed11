// The orders benchmark's limit (issue 17): a placement's statements replayed by pgbench
// (benchmarks/orders-placement.pgbench.sql), each pgbench client its own numbered customer,
// and the checks that the replay did the app's work: rows and tuples per order, from the
// tables and pg_stat_database.
import fs from 'node:fs';
import { runPgbench } from './limits.mjs';

/** The server's pool (DATABASE_POOL_SIZE's default): pgbench opens as many connections. */
export const POOL_SIZE = 20;
const LIMIT_SCRIPT = new URL('../benchmarks/orders-placement.pgbench.sql', import.meta.url);

/**
 * Customer `n`'s numbered id (0-based, as pgbench's :client_id): users `0…`, addresses
 * `2…`, payment cards `3…` (the SQL form is players.mjs numberedIdSql); its payment method
 * `pm_0…0n`.
 */
export const numberedId = (kind, n) => `${kind}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const numberedPaymentMethod = (n) => `pm_${String(n).padStart(24, '0')}`;

/**
 * Rows the placements write (counted), and PostgreSQL's own tuple counters: the database's
 * and each table's (`tables`, inserted and updated, for the results file).
 */
export async function written(db) {
  const { rows } = await db.query(`select
    (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as items,
    (select count(*) from ledger_entries)::int as ledger, (select count(*) from local_payment_objects)::int as payments,
    (select count(*) from idempotency_keys where state = 'done')::int as answered,
    tup_inserted::bigint as inserted, tup_updated::bigint as updated,
    (select json_object_agg(relname, json_build_array(n_tup_ins, n_tup_upd)) from pg_stat_user_tables) as tables
    from pg_stat_database where datname = current_database()`);
  const { tables, ...counts } = rows[0];
  return { ...Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])), tables };
}
/** after − before; `tables` becomes each table's [inserted, updated] per `units`, the tables that moved. */
export function delta(before, after, units = 1) {
  const { tables, ...counts } = after;
  const moved = Object.entries(tables)
    .map(([name, [ins, upd]]) => [name, ins - (before.tables[name]?.[0] ?? 0), upd - (before.tables[name]?.[1] ?? 0)])
    .filter(([, ins, upd]) => ins !== 0 || upd !== 0)
    .map(([name, ins, upd]) => [name, [ins / units, upd / units]]);
  return {
    ...Object.fromEntries(
      Object.keys(counts)
        .filter((k) => typeof counts[k] === 'number')
        .map((k) => [k, counts[k] - before[k]]),
    ),
    tables: Object.fromEntries(moved),
  };
}
/**
 * The counters after a turn, once PostgreSQL published them: a backend publishes its
 * table counters within a second of going idle, or 10 s when another held them (the
 * server's pool connections stay open; pgbench's publish at exit). Waits (15 s at most)
 * until the counters of orders and local_payment_objects show the rows counted, and those
 * of idempotency_keys the answers stored (its updates).
 */
export async function settled(db, before) {
  const deadline = performance.now() + 15_000;
  for (;;) {
    const after = await written(db);
    const moved = (table, column, updated = 0) =>
      (after.tables[table]?.[updated] ?? 0) - (before.tables[table]?.[updated] ?? 0) === column;
    // The stored answers too: each is an update of its Idempotency-Key, published as late.
    const done =
      moved('orders', after.orders - before.orders) &&
      moved('local_payment_objects', after.payments - before.payments) &&
      moved('idempotency_keys', after.answered - before.answered, 1);
    if (done || performance.now() > deadline) return { ...after, settled: done };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits (20 s at most) until PostgreSQL published the counters of every write so far: each
 * table's inserted − deleted tuples equal its rows. Before a turn, so a turn's deltas hold
 * only its own writes (the card saves before the warm-up publish late otherwise).
 */
export async function allPublished(db) {
  const deadline = performance.now() + 20_000;
  for (;;) {
    const { rows } = await db.query(`select
      (select count(*) from orders) + (select count(*) from local_payment_objects)
        + (select count(*) from order_items) + (select count(*) from ledger_entries) as rows,
      (select sum(n_tup_ins - n_tup_del) from pg_stat_user_tables
        where relname in ('orders', 'local_payment_objects', 'order_items', 'ledger_entries')) as counted`);
    if (Number(rows[0].rows) === Number(rows[0].counted)) return;
    if (performance.now() > deadline)
      throw new Error(`PostgreSQL's counters did not catch up: ${JSON.stringify(rows[0])}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Rows of each table per order the app placed. The warm-up's are the reference the limit is
 * checked against: whole numbers, or the app's turn is not what the limit replays.
 */
export function perOrder(rows, orders) {
  return { items: rows.items / orders, ledger: rows.ledger / orders, payments: rows.payments / orders };
}
export function reference(turn) {
  if (turn.failures > 0 || !turn.countersSettled || !Object.values(turn.rows).every(Number.isInteger)) {
    throw new Error(
      `the app's ${turn.orders} placements (${turn.failures} failed, counters ` +
        `${turn.countersSettled ? 'published' : 'not published'}) wrote ${JSON.stringify(turn.rows)} per order`,
    );
  }
  return { ...turn.rows, tables: turn.tablesPerOrder };
}

/**
 * Each table's tuples inserted and updated by the limit's turn, against the app's per order
 * times the limit's orders: the same tables, the same writes (reads are tied to them: the
 * quote's cart version feeds the placement, the provider's read its hold). pgbench's clients
 * cut by its time may each leave one cycle half done: up to one cycle's writes per client.
 */
function tablesDiffer(limitTables, referenceTables, orders) {
  const names = new Set([...Object.keys(limitTables), ...Object.keys(referenceTables)]);
  return [...names].filter((name) => {
    const [ins = 0, upd = 0] = (limitTables[name] ?? []).map((v) => v * orders);
    const [refIns = 0, refUpd = 0] = referenceTables[name] ?? [];
    const off = (actual, perOrder) =>
      Math.abs(actual - perOrder * orders) > POOL_SIZE * Math.max(perOrder, perOrder > 0 ? 1 : 0);
    return off(ins, refIns) || off(upd, refUpd);
  });
}

/** The renumbering pgbench needs: customer i's card `3…i` and payment method `pm_0…0i`. */
export async function renumberCards(db, clients) {
  for (let i = 0; i < clients; i++) {
    const { rows } = await db.query(`select provider_payment_method_id as pm from payment_cards where user_id = $1`, [
      numberedId('0', i),
    ]);
    if (rows.length !== 1) throw new Error(`customer ${i} has ${rows.length} cards`);
    await db.query(`update payment_cards set id = $2, provider_payment_method_id = $3 where user_id = $1`, [
      numberedId('0', i),
      numberedId('3', i),
      numberedPaymentMethod(i),
    ]);
    await db.query(
      `update local_payment_objects set id = $2,
         data = case when data ? 'id' then jsonb_set(data, '{id}', to_jsonb($2::text)) else data end
       where id = $1`,
      [rows[0].pm, numberedPaymentMethod(i)],
    );
  }
}

/**
 * pgbench's `-D` values: the parameters the server gave its statements for an order it
 * placed in this database (customer 0's latest), so the replay writes the same rows.
 */
export async function limitValues(db, setup) {
  const one = async (sql, params) => {
    const { rows } = await db.query(sql, params);
    if (rows.length !== 1) throw new Error(`expected one row of ${sql.slice(0, 60)}…, got ${rows.length}`);
    return rows[0];
  };
  const userId = numberedId('0', 0);
  const o = await one(
    `select id, restaurant_id, restaurant_name, currency, status, delivery_address::text as address,
       delivery_lat::text as lat, delivery_lng::text as lng, subtotal_cents, delivery_fee_cents, service_fee_cents,
       tax_cents, tip_cents, promo_discount_cents, bucks_spent, bucks_discount_cents, total_cents, saved_cents,
       card_brand, card_last4, payment_status, provider_payment_intent_id,
       extract(epoch from estimated_delivery_at - placed_at) * 1000 as eta_ms
     from orders where user_id = $1 order by placed_at desc limit 1`,
    [userId],
  );
  const item = await one(
    `select position, item_id, name, quantity, unit_price_cents, options::text from order_items where order_id = $1`,
    [o.id],
  );
  const event = await one(`select actor, details::text from order_events where order_id = $1`, [o.id]);
  const notice = await one(`select (data - 'number')::text as data from notifications where order_id = $1`, [o.id]);
  const spend = await one(
    `select currency, amount, reason, source_type, details::text from ledger_entries where source_id = $1`,
    [o.id],
  );
  const key = await one(
    `select route, request_hash, holder, response_status, response_type, response_body,
       extract(epoch from expires_at - created_at) * 1000 as ttl_ms
     from idempotency_keys where owner = $1 and state = 'done' order by created_at desc limit 1`,
    [userId],
  );
  const intent = await one(`select kind, data::text from local_payment_objects where id = $1`, [
    o.provider_payment_intent_id,
  ]);
  const providerKey = await one(
    `select data::text from local_payment_objects where kind = 'idempotency_key' and data->'response'->'ok'->>'id' = $1`,
    [o.provider_payment_intent_id],
  );
  return (now) => ({
    now: now.toISOString(),
    eta: new Date(now.getTime() + Number(o.eta_ms)).toISOString(),
    expires: new Date(now.getTime() + Number(key.ttl_ms)).toISOString(),
    item_ids: `{${setup.itemId}}`,
    cart_lines: JSON.stringify([{ itemId: setup.itemId, quantity: 2, optionIds: [], note: null }]),
    restaurant_id: o.restaurant_id,
    restaurant_name: o.restaurant_name,
    currency: o.currency,
    placed: o.status,
    delivery_address: o.address,
    lat: o.lat,
    lng: o.lng,
    subtotal: o.subtotal_cents,
    delivery_fee: o.delivery_fee_cents,
    service_fee: o.service_fee_cents,
    tax: o.tax_cents,
    tip: o.tip_cents,
    promo_discount: o.promo_discount_cents,
    bucks_spent: o.bucks_spent,
    bucks_discount: o.bucks_discount_cents,
    total: o.total_cents,
    saved: o.saved_cents,
    brand: o.card_brand,
    last4: o.card_last4,
    authorized: o.payment_status,
    actor: event.actor,
    empty_object: event.details,
    notice: notice.data,
    position: item.position,
    item_id: item.item_id,
    item_name: item.name,
    quantity: item.quantity,
    unit_price: item.unit_price_cents,
    options: item.options,
    bucks: o.bucks_spent,
    promo: o.promo_discount_cents,
    spend_currency: spend.currency,
    // The ledger's part negates the amount it is given (debitsPart): the spend, positive.
    spend: -spend.amount,
    spend_reason: spend.reason,
    source_type: spend.source_type,
    one: 1,
    // The card the placement names: none (the default card), a null the replay makes with nullif.
    no_card: 'none',
    route: key.route,
    request_hash: key.request_hash,
    running: 'running',
    holder: key.holder,
    key_data: providerKey.data,
    intent_kind: intent.kind,
    intent_data: intent.data,
    done: 'done',
    response_status: key.response_status,
    response_type: key.response_type,
    response_body: key.response_body,
  });
}

/** CPU ms of this process's children that exited (pgbench once it ended), null without /proc. */
function exitedChildrenCpuMs() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100; // USER_HZ = 100
  } catch {
    return null;
  }
}

/**
 * One limit turn: pgbench replays the cart save and placement over the pool's connections,
 * then the check that it did the app's work: every placement it counted wrote an order, and
 * each order its lines, ledger entry and payment objects in the app's numbers per order.
 */
export async function limitTurn(db, values, round, durationS, rowsPerOrder) {
  const before = await written(db);
  const pgbenchBefore = exitedChildrenCpuMs();
  const run = await runPgbench({
    url: db.url,
    script: fs.readFileSync(LIMIT_SCRIPT, 'utf8'),
    clients: POOL_SIZE,
    durationS,
    defines: { run: String(round), n: '0', ...values(new Date()) },
  });
  const pgbenchMs = pgbenchBefore === null ? null : exitedChildrenCpuMs() - pgbenchBefore;
  const after = await settled(db, before);
  const rows = delta(before, after, after.orders - before.orders);
  // pgbench stops at its time with clients inside the script, what they ran committed: an
  // order whose answer was not stored yet (not counted by pgbench), a hold without its order.
  const cut = rows.orders - run.transactions;
  const same =
    run.failed === 0 &&
    cut >= 0 &&
    cut <= POOL_SIZE &&
    rows.items === rows.orders * rowsPerOrder.items &&
    rows.ledger === rows.orders * rowsPerOrder.ledger &&
    rows.payments >= rows.orders * rowsPerOrder.payments &&
    rows.payments <= (rows.orders + POOL_SIZE) * rowsPerOrder.payments;
  const tables = after.settled ? tablesDiffer(rows.tables, rowsPerOrder.tables, rows.orders) : ['(not published)'];
  if (!same || tables.length > 0) {
    throw new Error(
      `pgbench's ${run.transactions} placements (${run.failed} failed) wrote ${JSON.stringify(rows)}; ` +
        `the app writes ${JSON.stringify(rowsPerOrder)} per order` +
        (tables.length > 0 ? `; tuples differ in ${tables.join(', ')}` : ''),
    );
  }
  return {
    ...run,
    cpu: run.cpu && { ...run.cpu, clientMs: pgbenchMs / run.transactions },
    rows: { orders: rows.orders, items: rows.items, ledger: rows.ledger, payments: rows.payments },
    tuplesInsertedPerOrder: rows.inserted / rows.orders,
    tuplesUpdatedPerOrder: rows.updated / rows.orders,
    tablesPerOrder: rows.tables,
    countersSettled: after.settled,
  };
}
