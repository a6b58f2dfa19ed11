import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { perDatabase } from '../../../db/prepared.ts';
import { gameSessions } from '../../../db/schema/game-time.ts';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type NewGameSession = typeof gameSessions.$inferInsert;

export interface HeartbeatParams {
  id: string;
  userId: string;
  /** When the heartbeat was taken (now, or earlier for one queued while offline). */
  now: Date;
  /** The player was away since the previous signal: the gap counts nothing. */
  resumed: boolean;
  /** A session last seen before this has gone silent: no row. */
  silentBefore: Date;
  /** The elapsed time also counts as double-bucks time. */
  onDoubleDate: boolean;
}

/**
 * The heartbeat, one prepared statement (parsed and planned once per connection): adds
 * the time since the last signal to an open session that has not gone silent for longer
 * than the allowed gap. No row for a session that is unknown, another user's, ended or
 * silent (the caller then finds out which).
 */
const heartbeatStatement = perDatabase((db: Database) => {
  const at = sql`${sql.placeholder('now')}::timestamptz`;
  const elapsedMs = sql`case when ${sql.placeholder('resumed')}::boolean then 0::bigint else greatest(0, floor(extract(epoch from (${at} - ${gameSessions.lastSeenAt})) * 1000))::bigint end`;
  const query = db
    .update(gameSessions)
    .set({
      seenMs: sql`${gameSessions.seenMs} + ${elapsedMs}`,
      doubleMs: sql`${gameSessions.doubleMs} + case when ${sql.placeholder('double')}::boolean then ${elapsedMs} else 0 end`,
      lastSeenAt: sql`greatest(${gameSessions.lastSeenAt}, ${at})`,
      heartbeats: sql`${gameSessions.heartbeats} + 1`,
    })
    .where(
      and(
        eq(gameSessions.id, sql.placeholder('id')),
        eq(gameSessions.userId, sql.placeholder('userId')),
        isNull(gameSessions.endedAt),
        gte(gameSessions.lastSeenAt, sql.placeholder('silentBefore')),
      ),
    )
    .returning({ id: gameSessions.id, seenMs: gameSessions.seenMs, lastSeenAt: gameSessions.lastSeenAt })
    .prepare('game_session_heartbeat');
  return async (p: HeartbeatParams) => {
    const [row] = await query.execute({
      id: p.id,
      userId: p.userId,
      now: p.now.toISOString(),
      silentBefore: p.silentBefore,
      double: p.onDoubleDate,
      resumed: p.resumed,
    });
    return row;
  };
});

/** The only code touching game_sessions. Pass a transaction to join it. */
export function gameSessionsRepository(db: Database) {
  const find = async (where: ReturnType<typeof and>, forUpdate: boolean) => {
    const query = db.select().from(gameSessions).where(where);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  };

  return {
    async insert(row: NewGameSession): Promise<GameSessionRow> {
      const [inserted] = await db.insert(gameSessions).values(row).returning();
      return inserted!;
    },
    findOfUser(id: string, userId: string, options: { forUpdate?: boolean } = {}) {
      return find(and(eq(gameSessions.id, id), eq(gameSessions.userId, userId)), options.forUpdate ?? false);
    },
    findOpen(userId: string, options: { forUpdate?: boolean } = {}) {
      return find(and(eq(gameSessions.userId, userId), isNull(gameSessions.endedAt)), options.forUpdate ?? false);
    },
    async finish(id: string, changes: Partial<NewGameSession>): Promise<GameSessionRow> {
      const [row] = await db.update(gameSessions).set(changes).where(eq(gameSessions.id, id)).returning();
      return row!;
    },
    /** Bucks game time already earned on one day (the daily cap). */
    async earnedOn(userId: string, day: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string | null>`sum(${gameSessions.bucksEarned})` })
        .from(gameSessions)
        .where(and(eq(gameSessions.userId, userId), eq(gameSessions.earnedOn, day)));
      return Number(row?.total ?? 0);
    },
    recent(userId: string, limit: number): Promise<GameSessionRow[]> {
      return db
        .select()
        .from(gameSessions)
        .where(eq(gameSessions.userId, userId))
        .orderBy(desc(gameSessions.startedAt), desc(gameSessions.id))
        .limit(limit);
    },
    /** The heartbeat (heartbeatStatement): the session as it is after, or undefined (unknown, another user's, ended, silent). */
    heartbeat(p: HeartbeatParams) {
      return heartbeatStatement(db)(p);
    },
    /** Tracked minutes of sessions that ended in a window, optionally of one game (challenges). */
    async playedMinutes(userId: string, from: Date, to: Date, gameId?: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string | null>`sum(${gameSessions.minutes})` })
        .from(gameSessions)
        .where(
          and(
            eq(gameSessions.userId, userId),
            eq(gameSessions.tracked, true),
            gte(gameSessions.endedAt, from),
            lt(gameSessions.endedAt, to),
            gameId === undefined ? undefined : eq(gameSessions.gameId, gameId),
          ),
        );
      return Number(row?.total ?? 0);
    },
  };
}

export type GameSessionsRepository = ReturnType<typeof gameSessionsRepository>;
