import type { Database } from './client.ts';

/**
 * A repository on the database, which also runs on a transaction in progress:
 * `users.findById(id)` reads outside any transaction, `users.in(tx).update(…)` writes
 * inside one. Services receive repositories (they never build them), so a unit test hands
 * them in-memory fakes (test/fakes.ts).
 */
export type Repository<R> = R & {
  /** The same repository on `tx`: its statements join that transaction. */
  in(tx: Database): R;
};

/** Makes a repository from its factory (`(db) => methods`) on `db`. */
export function repository<R extends object>(make: (db: Database) => R, db: Database): Repository<R> {
  return Object.assign(make(db), { in: make });
}

/**
 * One transaction around a unit of work: every statement `work` runs on `tx` (through
 * repositories' `in(tx)`, and through other modules' services that take `tx`) commits
 * together or not at all. A transaction is a Database (drizzle's PgTransaction is one), so
 * it is handed on without casts.
 */
export interface UnitOfWork {
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
}

export function unitOfWork(db: Database): UnitOfWork {
  return { transaction: (work) => db.transaction((tx) => work(tx)) };
}
