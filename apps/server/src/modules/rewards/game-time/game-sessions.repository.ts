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

export interface HeartbeatRow {
  id: string;
  seenMs: number;
  lastSeenAt: Date;
}

/**
 * Heartbeats, any number in one prepared statement (parsed and planned once per
 * connection; decision 0038): each adds the time since the last signal to an open session
 * that has not gone silent for longer than the allowed gap. One statement is one
 * transaction: all of them are written, or none. The sessions must be distinct (an UPDATE
 * changes a row once, whatever the number of source rows matching it): the service's
 * batcher never puts one session twice in a batch. Answers each heartbeat's session as it
 * is after, in order, or undefined when it is unknown, another user's, ended or silent
 * (the caller then finds out which).
 */
const heartbeatsStatement = perDatabase((db: Database) => {
  // One row per heartbeat, from arrays of its parameters.
  const beat = sql`unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('userIds')}::uuid[], ${sql.placeholder('ats')}::timestamptz[], ${sql.placeholder('resumed')}::boolean[], ${sql.placeholder('silentBefore')}::timestamptz[], ${sql.placeholder('double')}::boolean[]) as beat(session_id, owner_id, seen_at, resumed, silent_before, on_double)`;
  const elapsedMs = sql`case when beat.resumed then 0::bigint else greatest(0, floor(extract(epoch from (beat.seen_at - ${gameSessions.lastSeenAt})) * 1000))::bigint end`;
  const query = db
    .update(gameSessions)
    .set({
      seenMs: sql`${gameSessions.seenMs} + ${elapsedMs}`,
      doubleMs: sql`${gameSessions.doubleMs} + case when beat.on_double then ${elapsedMs} else 0 end`,
      lastSeenAt: sql`greatest(${gameSessions.lastSeenAt}, beat.seen_at)`,
      heartbeats: sql`${gameSessions.heartbeats} + 1`,
    })
    .from(beat)
    .where(
      and(
        eq(gameSessions.id, sql`beat.session_id`),
        eq(gameSessions.userId, sql`beat.owner_id`),
        isNull(gameSessions.endedAt),
        gte(gameSessions.lastSeenAt, sql`beat.silent_before`),
      ),
    )
    .returning({ id: gameSessions.id, seenMs: gameSessions.seenMs, lastSeenAt: gameSessions.lastSeenAt })
    .prepare('game_session_heartbeats');
  return async (beats: readonly HeartbeatParams[]): Promise<(HeartbeatRow | undefined)[]> => {
    const rows = await query.execute({
      ids: beats.map((p) => p.id),
      userIds: beats.map((p) => p.userId),
      ats: beats.map((p) => p.now.toISOString()),
      resumed: beats.map((p) => p.resumed),
      silentBefore: beats.map((p) => p.silentBefore.toISOString()),
      double: beats.map((p) => p.onDoubleDate),
    });
    if (rows.length === 1 && beats.length === 1) return rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    // PostgreSQL answers uuids in lower case; a request may name its session in upper case.
    return beats.map((p) => byId.get(p.id.toLowerCase()));
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
    /** Heartbeats of distinct sessions, one statement (heartbeatsStatement): each one's session as it is after, or undefined. */
    heartbeats(beats: readonly HeartbeatParams[]) {
      return heartbeatsStatement(db)(beats);
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
