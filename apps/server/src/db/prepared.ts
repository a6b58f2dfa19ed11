import type { SQL } from 'drizzle-orm';
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
