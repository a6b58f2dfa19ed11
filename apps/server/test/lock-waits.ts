import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { waitUntil } from './wait-until.ts';

/**
 * How many other connections now wait on a lock `tx` holds, directly or behind another
 * waiter (a second waiter on a row waits on the first one's tuple lock), from
 * pg_blocking_pids, asked through `db`: PostgreSQL only (PGlite runs one statement at a time).
 */
export async function waitersOn(tx: Database, db: Database): Promise<() => Promise<number>> {
  const pid = Number((await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid);
  return async () =>
    Number(
      (
        await db.execute<{ n: number }>(sql`
          with recursive waiting(pid) as (
            select pid from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))
            union
            select a.pid from pg_stat_activity a join waiting w on w.pid = any(pg_blocking_pids(a.pid))
          )
          select count(*)::int as n from waiting`)
      ).rows[0]!.n,
    );
}

/**
 * Sends `request` while `tx` holds its row locks, and returns (wrapped, so this does not
 * wait for it) once `waiters` connections in all wait on them; fails at once if it answers
 * without waiting.
 */
export async function sentWhileHeld<T>(
  held: { tx: Database; db: Database },
  what: string,
  request: () => Promise<T>,
  waiters = 1,
): Promise<{ answer: Promise<T> }> {
  const waiting = await waitersOn(held.tx, held.db);
  const answer = request();
  let answered = false;
  void answer.finally(() => (answered = true)).catch(() => undefined);
  await waitUntil(
    async () => {
      if (answered) throw new Error(`${what} answered without waiting for the transaction in flight`);
      return (await waiting()) >= waiters;
    },
    { timeoutMs: 10_000, intervalMs: 5, failure: () => `${what} never waited for the transaction in flight` },
  );
  return { answer };
}

/**
 * Sends `request` while another transaction's new account, not yet committed, holds
 * `email` (a sign-up at that moment: a check cannot see it, a write of that address waits
 * on it), then commits that account; returns `request`'s answer. PostgreSQL only.
 */
export async function sentWhileAddressTaken<T>(db: Database, email: string, what: string, request: () => Promise<T>) {
  let sent: { answer: Promise<T> } | undefined;
  await db.transaction(async (tx) => {
    const referralCode = `RACE${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await tx.execute(sql`insert into users (email, country, referral_code) values (${email}, 'CA', ${referralCode})`);
    sent = await sentWhileHeld({ tx, db }, what, request);
  });
  return sent!.answer;
}
