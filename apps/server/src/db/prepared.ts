import { Column, is, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * One value per database handle (the pool's, or a transaction's while it lasts), made on
 * first use: where prepared statements live. A transaction's entries go with it.
 */
export function perDatabase<T extends object>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (!value) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * A hot raw-SQL statement built and rendered once per database handle, with
 * `sql.placeholder(name)` for its values, then run with the values only: no query building
 * per request, and on PostgreSQL a named statement (parsed and planned once per connection).
 * Answers what `db.execute` answers ({ rows }). Builder queries use drizzle's `.prepare()`.
 */
export function preparedSql<Row extends Record<string, unknown>>(name: string, build: (db: Database) => SQL) {
  return perDatabase((db) => {
    // drizzle's own execute() does exactly this, but renders the SQL on every call.
    const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
    const prepared = session.prepareQuery(dialect.sqlToQuery(build(db)), undefined, name, false);
    const run = (values: Record<string, unknown>) => prepared.execute(values) as Promise<{ rows: Row[] }>;
    return { run };
  });
}

/** Column types whose values both drivers already give as the row holds them: drizzle's decoder changes nothing. */
const AS_THE_DRIVER_GIVES = new Set([
  'PgUUID',
  'PgText',
  'PgVarchar',
  'PgBoolean',
  'PgInteger',
  'PgSmallInt',
  'PgDoublePrecision',
  'PgReal',
]);

function readsAsTheDriverGives(column: Column): boolean {
  const c = column as Column & { baseColumn?: Column; mapFrom?: unknown };
  if (c.columnType === 'PgArray') return c.baseColumn !== undefined && readsAsTheDriverGives(c.baseColumn);
  if (c.columnType === 'PgCustomColumn') return c.mapFrom === undefined;
  return AS_THE_DRIVER_GIVES.has(c.columnType);
}

/**
 * A hot select (placeholders for its values) prepared once per database handle, its rows
 * read as arrays into one object literal per row (`rowReader`), keyed as `selection` is,
 * instead of drizzle's mapping, which stores each field by its path (a megamorphic keyed
 * store and an entity check per field: a tenth of a nearby search's CPU in a profile,
 * decision 0038). `build` must select exactly `selection`, whose key order is the row's.
 * Its columns must be ones drizzle would not decode (checked here, at start); SQL
 * expressions are taken as the driver gives them.
 */
export function preparedRows<Row>(
  name: string,
  selection: Record<string, Column | SQL | SQL.Aliased>,
  build: (db: Database) => SQLWrapper,
) {
  for (const [key, value] of Object.entries(selection)) {
    if (is(value, Column) && !readsAsTheDriverGives(value)) {
      throw new Error(`${name}: ${key} (${value.columnType}) needs drizzle's decoder`);
    }
  }
  const rowOf = rowReader<Row>(Object.keys(selection));
  return perDatabase((db) => {
    const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
    const prepared = session.prepareQuery(
      dialect.sqlToQuery(build(db).getSQL()),
      undefined,
      name,
      true,
      (rows: unknown[]) => (rows as unknown[][]).map(rowOf),
    );
    return { execute: (values: Record<string, unknown>) => prepared.execute(values) as Promise<Row[]> };
  });
}

/**
 * A row of `keys` from a row's values in that order, made as one object literal (one
 * shape, no keyed stores), compiled once. Keys must be identifiers (not __proto__, which
 * would set the row's prototype); a row of another length is refused.
 */
export function rowReader<Row>(keys: readonly string[]): (values: unknown[]) => Row {
  for (const key of keys) {
    if (!/^[A-Za-z_$][\w$]*$/.test(key) || key === '__proto__') throw new Error(`not a row key: ${key}`);
  }
  const fields = keys.map((key, i) => `${key}: v[${i}]`).join(', ');
  return new Function(
    'v',
    `if (v.length !== ${keys.length}) throw new Error('a row of ' + v.length + ' values, not ${keys.length}');
    return { ${fields} };`,
  ) as (values: unknown[]) => Row;
}
