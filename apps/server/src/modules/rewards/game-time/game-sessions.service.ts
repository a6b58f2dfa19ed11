import type {
  EndGameSessionRequest,
  GameSessionDto,
  GameSessionEndedDto,
  HeartbeatRequest,
} from '@playeats/contracts/rewards';
import { calendarDate, isDoubleBucksDate } from '@playeats/domain/bucks';
import { GAME_SESSION_LIST_MAX } from '@playeats/domain/constants';
import type { Clock } from '../../../adapters/clock.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { HttpProblem, notFound } from '../../../lib/problem.ts';
import { credit } from '../ledger/ledger.ts';
import { ledgerRepository } from '../ledger/ledger.repository.ts';
import { usersRepository } from '../../accounts/users/users.repository.ts';
import { earningFor, HEARTBEAT_INTERVAL_SECONDS, MAX_GAP_MS, tailMs } from './earning.ts';
import { gameSessionsRepository, prepareHeartbeat, type GameSessionRow } from './game-sessions.repository.ts';

type EndReason = 'ended' | 'replaced' | 'timeout';

export function toGameSessionDto(row: GameSessionRow): GameSessionDto {
  const open = row.endedAt === null;
  return {
    id: row.id,
    gameId: row.gameId,
    gameName: row.gameName,
    application: row.application,
    status: open ? 'open' : 'ended',
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    durationMinutes: row.minutes ?? Math.floor(row.seenMs / 60_000),
    bucksEarned: open ? null : (row.bucksEarned ?? 0),
    multiplier: row.multiplier ?? (row.doubleMs > 0 ? 2 : 1),
    capped: row.capped ?? false,
    tracked: row.tracked ?? !row.trackingDisabledAtStart,
  };
}

const sessionEnded = (ended: GameSessionEndedDto) =>
  new HttpProblem(
    409,
    'GameSessionEndedException',
    'Game session ended',
    'This game session has ended; start a new one.',
    { ended },
  );

/**
 * Game time → bucks. The server credits only time it saw: the span covered by heartbeats
 * (a silence longer than MAX_GAP_MS counts nothing and ends the session) plus at most
 * GRACE_MS after the last one; once per session, capped per day.
 */
export function createGameSessionsService(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'DOUBLE_BUCKS_DATES' | 'BUCKS_DAILY_CAP' | 'BUCKS_TIME_ZONE'>;
}) {
  const { db, clock, config } = deps;
  const onDoubleDate = (at: Date) =>
    config.DOUBLE_BUCKS_DATES.length > 0 && isDoubleBucksDate(at, config.DOUBLE_BUCKS_DATES, config.BUCKS_TIME_ZONE);
  const heartbeatStatement = prepareHeartbeat(db);

  /** Ends an open session and credits it. The caller holds the user's balance lock and the row's lock. */
  async function close(tx: Database, row: GameSessionRow, reason: EndReason, now: Date): Promise<GameSessionEndedDto> {
    const tail = tailMs(row.lastSeenAt, now);
    const endedAt = new Date(row.lastSeenAt.getTime() + tail);
    const seenMs = row.seenMs + tail;
    const doubleMs = row.doubleMs + (onDoubleDate(endedAt) ? tail : 0);
    const user = await usersRepository(tx).findById(row.userId);
    const tracked = !row.trackingDisabledAtStart && user?.disableGameTimeTracking === false;
    const earnedOn = calendarDate(endedAt, config.BUCKS_TIME_ZONE);
    const sessions = gameSessionsRepository(tx);
    const earning = earningFor({
      seenMs,
      doubleMs,
      tracked,
      earnedTodayBefore: await sessions.earnedOn(row.userId, earnedOn),
      dailyCap: config.BUCKS_DAILY_CAP,
    });
    const ended = await sessions.finish(row.id, {
      endedAt,
      endReason: reason,
      seenMs,
      doubleMs,
      minutes: earning.minutes,
      bucksEarned: earning.bucks,
      multiplier: earning.multiplier,
      capped: earning.capped,
      tracked,
      earnedOn,
    });
    let bucksBalance: number;
    if (earning.bucks > 0) {
      const result = await credit(tx, {
        userId: row.userId,
        currency: 'BUCKS',
        amount: earning.bucks,
        reason: 'game_time',
        sourceType: 'game_session',
        sourceId: row.id,
        details: { minutes: earning.minutes, doubleMinutes: earning.doubleMinutes, capped: earning.capped },
        at: now,
      });
      bucksBalance = result.balance.bucks;
    } else {
      bucksBalance = (await ledgerRepository(tx).lockBalance(row.userId)).bucks;
    }
    return { session: toGameSessionDto(ended), bucksBalance };
  }

  /** Closes the session if it is open and has gone silent; returns it as it is then. */
  async function closeIfSilent(userId: string, id: string, now: Date) {
    return db.transaction(async (t) => {
      const tx = t as Database;
      // Lock order everywhere: the balance row, then the session row.
      const balance = await ledgerRepository(tx).lockBalance(userId);
      const row = await gameSessionsRepository(tx).findOfUser(id, userId, { forUpdate: true });
      if (!row) return null;
      if (row.endedAt === null && row.lastSeenAt.getTime() < now.getTime() - MAX_GAP_MS) {
        return close(tx, row, 'timeout', now);
      }
      return { session: toGameSessionDto(row), bucksBalance: balance.bucks };
    });
  }

  return {
    /** One open session per user: a start ends the previous one (credited as usual). */
    async start(userId: string, input: { gameId: string; gameName: string; application: string }) {
      const now = clock.now();
      return db.transaction(async (t) => {
        const tx = t as Database;
        await ledgerRepository(tx).lockBalance(userId);
        const sessions = gameSessionsRepository(tx);
        const open = await sessions.findOpen(userId, { forUpdate: true });
        const previous = open ? await close(tx, open, 'replaced', now) : null;
        const user = await usersRepository(tx).findById(userId);
        if (!user) throw notFound('This account does not exist any more.');
        const row = await sessions.insert({
          userId,
          gameId: input.gameId,
          gameName: input.gameName,
          application: input.application,
          startedAt: now,
          lastSeenAt: now,
          trackingDisabledAtStart: user.disableGameTimeTracking,
        });
        // In real seconds: a faster development clock asks for heartbeats as often in its time.
        const heartbeatIntervalSeconds = Math.max(1, Math.round(HEARTBEAT_INTERVAL_SECONDS / (clock.speed ?? 1)));
        return { session: toGameSessionDto(row), heartbeatIntervalSeconds, previous };
      });
    },

    /**
     * The hot path: one UPDATE … RETURNING. A heartbeat queued offline carries its age, so
     * the gaps are measured between the moments the overlay saw the game, not arrivals.
     */
    async heartbeat(userId: string, id: string, request?: HeartbeatRequest) {
      const now = clock.now();
      const at = new Date(now.getTime() - (request?.ageMs ?? 0));
      const silentBefore = new Date(at.getTime() - MAX_GAP_MS);
      const row = await heartbeatStatement({
        id,
        userId,
        now: at,
        resumed: request?.resumed ?? false,
        silentBefore,
        onDoubleDate: onDoubleDate(at),
      });
      if (row) {
        return {
          id: row.id,
          durationMinutes: Math.floor(row.seenMs / 60_000),
          lastSeenAt: row.lastSeenAt.toISOString(),
        };
      }
      const state = await closeIfSilent(userId, id, now);
      if (!state) throw notFound('This game session does not exist.');
      throw sessionEnded(state);
    },

    /**
     * The game-ended dialog. Ending twice answers the same and credits once. An end queued
     * offline carries its age: the grace after the last heartbeat runs to when it happened.
     */
    async end(userId: string, id: string, request?: EndGameSessionRequest): Promise<GameSessionEndedDto> {
      const now = new Date(clock.now().getTime() - (request?.ageMs ?? 0));
      return db.transaction(async (t) => {
        const tx = t as Database;
        const balance = await ledgerRepository(tx).lockBalance(userId);
        const row = await gameSessionsRepository(tx).findOfUser(id, userId, { forUpdate: true });
        if (!row) throw notFound('This game session does not exist.');
        if (row.endedAt !== null) return { session: toGameSessionDto(row), bucksBalance: balance.bucks };
        return close(tx, row, 'ended', now);
      });
    },

    /** The last sessions, newest first (a silent open session is closed first). */
    async recent(userId: string): Promise<GameSessionDto[]> {
      const now = clock.now();
      const open = await gameSessionsRepository(db).findOpen(userId);
      if (open && open.lastSeenAt.getTime() < now.getTime() - MAX_GAP_MS) await closeIfSilent(userId, open.id, now);
      const rows = await gameSessionsRepository(db).recent(userId, GAME_SESSION_LIST_MAX);
      return rows.map(toGameSessionDto);
    },
  };
}

export type GameSessionsService = ReturnType<typeof createGameSessionsService>;
