import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface Claim {
  /** The server copy taking the key. */
  holder: string;
  owner: string;
  key: string;
  route: string;
  requestHash: string;
  now: Date;
  expiresAt: Date;
}

const p = (name: string) => sql.placeholder(name);

/** The two statements of every keyed request, prepared once per database handle. */
const hot = perDatabase((db) => ({
  claim: db
    .insert(idempotencyKeys)
    .values({
      owner: p('owner'),
      key: p('key'),
      route: p('route'),
      requestHash: p('requestHash'),
      state: 'running',
      responseStatus: null,
      responseType: null,
      responseBody: null,
      createdAt: p('now'),
      lockedAt: p('now'),
      holder: p('holder'),
      expiresAt: p('expiresAt'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim'),
  complete: db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      responseStatus: sql`${p('status')}`,
      responseType: sql`${p('type')}`,
      responseBody: sql`${p('body')}`,
    })
    .where(and(eq(idempotencyKeys.owner, p('owner')), eq(idempotencyKeys.key, p('key'))))
    .prepare('idempotency_complete'),
}));

/** The only code touching idempotency_keys. */
export function idempotencyRepository(db: Database) {
  const where = (owner: string, key: string) => and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));
  const fresh = (c: Claim) => ({
    route: c.route,
    requestHash: c.requestHash,
    state: 'running',
    responseStatus: null,
    responseType: null,
    responseBody: null,
    createdAt: c.now,
    lockedAt: c.now,
    holder: c.holder,
    expiresAt: c.expiresAt,
  });

  return {
    /** Takes a new key; false when the key is already recorded. */
    async claim(c: Claim): Promise<boolean> {
      const rows = await hot(db).claim.execute({
        holder: c.holder,
        owner: c.owner,
        key: c.key,
        route: c.route,
        requestHash: c.requestHash,
        now: c.now,
        expiresAt: c.expiresAt,
      });
      return rows.length === 1;
    },
    async find(owner: string, key: string): Promise<IdempotencyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(where(owner, key));
      return row;
    },
    /** Reuses an expired key as if new; false when someone else did first. */
    async takeOverExpired(c: Claim): Promise<boolean> {
      const rows = await db
        .update(idempotencyKeys)
        .set(fresh(c))
        .where(and(where(c.owner, c.key), lte(idempotencyKeys.expiresAt, c.now)))
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },
    /** Takes over a key whose request has been running longer than the lease (a crashed server). */
    async takeOverAbandoned(
      holder: string,
      owner: string,
      key: string,
      now: Date,
      leaseStartedBefore: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(idempotencyKeys)
        .set({ lockedAt: now, holder })
        .where(
          and(
            where(owner, key),
            eq(idempotencyKeys.state, 'running'),
            lte(idempotencyKeys.lockedAt, leaseStartedBefore),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },
    async complete(owner: string, key: string, response: { status: number; type: string | null; body: string }) {
      await hot(db).complete.execute({ owner, key, ...response });
    },
    /** Forgets a key whose request failed on the server's side, so that a retry runs again. */
    /**
     * At start: frees the keys still running in this copy's previous life (it crashed or was
     * killed mid-request), or every running key when `everyHolder` (an embedded database has
     * one server by construction). A retry then runs at once; placement is idempotent by its
     * key (an order's id derives from it), so running it again is safe. How many were freed.
     */
    async releaseRunning(holder: string, everyHolder: boolean): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.state, 'running'), everyHolder ? undefined : eq(idempotencyKeys.holder, holder)))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
    async release(owner: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(where(owner, key), eq(idempotencyKeys.state, 'running')));
    },
    /** Deletes a batch of expired keys. */
    async purgeExpired(now: Date, batch = 500): Promise<void> {
      await db.execute(
        sql`delete from ${idempotencyKeys} where ctid in (
          select ctid from ${idempotencyKeys} where ${idempotencyKeys.expiresAt} <= ${now.toISOString()}::timestamptz limit ${batch})`,
      );
    },
  };
}
