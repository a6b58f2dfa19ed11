import type { Database } from '../src/db/client.ts';
import type { Repository, UnitOfWork } from '../src/db/unit-of-work.ts';

/**
 * A stand-in for a transaction in unit tests: services only hand it on to repositories'
 * `in(tx)` and other services, which in a unit test are fakes that ignore it.
 */
export const FAKE_TX = Object.freeze({ fake: 'transaction' }) as unknown as Database;

/** An in-memory repository as a service receives it: the same object on the database and in a transaction. */
export function fakeRepository<R extends object>(impl: R): Repository<R> {
  return Object.assign(impl, { in: () => impl });
}

/** Runs the work at once, with FAKE_TX; counts transactions, so a test can say how many a call opened. */
export function fakeUnitOfWork(): UnitOfWork & { transactions: number } {
  const uow = {
    transactions: 0,
    async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      uow.transactions += 1;
      return work(FAKE_TX);
    },
  };
  return uow;
}
