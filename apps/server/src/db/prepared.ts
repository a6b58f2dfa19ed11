import type { SQL, SQLWrapper } from 'drizzle-orm';
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

/**
 * A hot builder query (placeholders for its values) prepared once per database handle, its
 * rows read as arrays and made into objects by `rowOf` (see `rowReader`), instead of
 * drizzle's mapping, which stores each field by its path (a megamorphic keyed store and
 * an entity check per field: a tenth of a nearby search's CPU, decision 0038). For
 * columns whose driver values are what the row holds (text, numbers, booleans, arrays):
 * drizzle's decoders are not applied.
 */
export function preparedRows<Row>(
  name: string,
  build: (db: Database) => SQLWrapper,
  rowOf: (values: unknown[]) => Row,
) {
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
 * shape, no keyed stores), compiled once. Keys must be identifiers.
 */
export function rowReader<Row>(keys: readonly string[]): (values: unknown[]) => Row {
  for (const key of keys) if (!/^[A-Za-z_$][\w$]*$/.test(key)) throw new Error(`not an identifier: ${key}`);
  return new Function('v', `return { ${keys.map((key, i) => `${key}: v[${i}]`).join(', ')} };`) as (
    values: unknown[],
  ) => Row;
}
