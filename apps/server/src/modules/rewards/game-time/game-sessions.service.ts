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
import type { LiveSettingsSource } from '../../settings/settings.service.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { HttpProblem, notFound } from '../../../lib/problem.ts';
import { batcher, type Batcher } from '../../../lib/batcher.ts';
import { mayBeOneCallsError } from '../../../lib/db-errors.ts';
import type { UsersService } from '../../accounts/users/users.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { earningFor, HEARTBEAT_INTERVAL_SECONDS, MAX_GAP_MS, tailMs } from './earning.ts';
import type {
  GameSessionRow,
  GameSessionsRepository,
  HeartbeatParams,
  HeartbeatRow,
} from './game-sessions.repository.ts';

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

/** At most this many heartbeats in one statement. */
const HEARTBEAT_BATCH_MAX = 250;
/** Heartbeats waiting for a statement before more are refused with a 503 (lib/batcher.ts): 20 batches' worth. */
const HEARTBEATS_WAITING_MAX = 20 * HEARTBEAT_BATCH_MAX;

const shuttingDown = () =>
  new HttpProblem(503, 'ServiceUnavailableException', 'Shutting down', 'The server is restarting; try again.');

const sessionEnded = (ended: GameSessionEndedDto) =>
  new HttpProblem(
    409,
    'GameSessionEndedException',
    'Game session ended',
    'This game session has ended; start a new one.',
    { ended },
  );

export interface GameSessionsServiceDeps {
  uow: UnitOfWork;
  sessions: Repository<GameSessionsRepository>;
  ledger: Pick<LedgerService, 'credit' | 'lockBalance'>;
  users: Pick<UsersService, 'find'>;
  clock: Clock;
  config: Pick<Config, 'BUCKS_TIME_ZONE'>;
  /** Double-bucks dates and the daily cap, as admins set them now. */
  settings: LiveSettingsSource;
}

/**
 * Game time → bucks. The server credits only time it saw: the span covered by heartbeats
 * (a silence longer than MAX_GAP_MS counts nothing and ends the session) plus at most
 * GRACE_MS after the last one; once per session, capped per day.
 */
export class GameSessionsService {
  /** Heartbeats arriving while one statement is in flight are written together by the next. */
  private readonly heartbeats: Batcher<HeartbeatParams, HeartbeatRow | undefined>;
  /** Heartbeats taken and not yet answered, and who waits for there to be none (drain). */
  private heartbeatsInProgress = 0;
  private draining = false;
  private readonly whenNoHeartbeat: (() => void)[] = [];

  constructor(private readonly deps: GameSessionsServiceDeps) {
    this.heartbeats = batcher({
      name: 'heartbeats',
      key: (beat) => beat.id.toLowerCase(),
      max: HEARTBEAT_BATCH_MAX,
      maxWaiting: HEARTBEATS_WAITING_MAX,
      run: (beats) => deps.sessions.heartbeats(beats),
      retryAlone: mayBeOneCallsError,
    });
  }

  private onDoubleDate(at: Date): boolean {
    const dates = this.deps.settings.current().doubleBucksDates;
    return dates.length > 0 && isDoubleBucksDate(at, dates, this.deps.config.BUCKS_TIME_ZONE);
  }

  /** One open session per user: a start ends the previous one (credited as usual). */
  async start(userId: string, input: { gameId: string; gameName: string; application: string }) {
    const { uow, ledger, users, clock } = this.deps;
    const now = clock.now();
    return uow.transaction(async (tx) => {
      await ledger.lockBalance(tx, userId);
      const sessions = this.deps.sessions.in(tx);
      const open = await sessions.findOpen(userId, { forUpdate: true });
      const previous = open ? await this.close(tx, open, 'replaced', now) : null;
      const user = await users.find(userId, tx);
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
  }

  /**
   * The hot path: one UPDATE … RETURNING, shared with the heartbeats arriving at the same
   * time (decision 0038); two of one session are written one after the other, in order. A
   * heartbeat queued offline carries its age, so the gaps are measured between the moments
   * the overlay saw the game, not arrivals.
   */
  async heartbeat(userId: string, id: string, request?: HeartbeatRequest) {
    if (this.draining) throw shuttingDown();
    this.heartbeatsInProgress++;
    try {
      return await this.writeHeartbeat(userId, id, request);
    } finally {
      if (--this.heartbeatsInProgress === 0) for (const resolve of this.whenNoHeartbeat.splice(0)) resolve();
    }
  }

  private async writeHeartbeat(userId: string, id: string, request?: HeartbeatRequest) {
    const now = this.deps.clock.now();
    const at = new Date(now.getTime() - (request?.ageMs ?? 0));
    const row = await this.heartbeats.submit({
      id,
      userId,
      now: at,
      resumed: request?.resumed ?? false,
      silentBefore: new Date(at.getTime() - MAX_GAP_MS),
      onDoubleDate: this.onDoubleDate(at),
    });
    if (row) {
      return {
        id: row.id,
        durationMinutes: Math.floor(row.seenMs / 60_000),
        lastSeenAt: row.lastSeenAt.toISOString(),
      };
    }
    const state = await this.closeIfSilent(userId, id, now);
    if (!state) throw notFound('This game session does not exist.');
    throw sessionEnded(state);
  }

  /**
   * Shutting down: heartbeats from now on answer 503; this resolves once those already
   * taken are answered (their statement, and the closing of a silent session, done), so
   * the database can close after.
   */
  drain(): Promise<void> {
    this.draining = true;
    if (this.heartbeatsInProgress === 0) return Promise.resolve();
    return new Promise((resolve) => this.whenNoHeartbeat.push(resolve));
  }

  /**
   * The game-ended dialog. Ending twice answers the same and credits once. An end queued
   * offline carries its age: the grace after the last heartbeat runs to when it happened.
   */
  async end(userId: string, id: string, request?: EndGameSessionRequest): Promise<GameSessionEndedDto> {
    const now = new Date(this.deps.clock.now().getTime() - (request?.ageMs ?? 0));
    return this.deps.uow.transaction(async (tx) => {
      const balance = await this.deps.ledger.lockBalance(tx, userId);
      const row = await this.deps.sessions.in(tx).findOfUser(id, userId, { forUpdate: true });
      if (!row) throw notFound('This game session does not exist.');
      if (row.endedAt !== null) return { session: toGameSessionDto(row), bucksBalance: balance.bucks };
      return this.close(tx, row, 'ended', now);
    });
  }

  /** The last sessions, newest first (a silent open session is closed first). */
  async recent(userId: string): Promise<GameSessionDto[]> {
    const now = this.deps.clock.now();
    const { sessions } = this.deps;
    const open = await sessions.findOpen(userId);
    if (open && open.lastSeenAt.getTime() < now.getTime() - MAX_GAP_MS) await this.closeIfSilent(userId, open.id, now);
    const rows = await sessions.recent(userId, GAME_SESSION_LIST_MAX);
    return rows.map(toGameSessionDto);
  }

  /** Tracked minutes of sessions that ended in a window, optionally of one game (challenges). */
  playedMinutes(userId: string, from: Date, to: Date, gameId?: string, tx?: Database): Promise<number> {
    return (tx ? this.deps.sessions.in(tx) : this.deps.sessions).playedMinutes(userId, from, to, gameId);
  }

  /** Ends an open session and credits it. The caller holds the user's balance lock and the row's lock. */
  private async close(tx: Database, row: GameSessionRow, reason: EndReason, now: Date): Promise<GameSessionEndedDto> {
    const { ledger, users, config } = this.deps;
    const tail = tailMs(row.lastSeenAt, now);
    const endedAt = new Date(row.lastSeenAt.getTime() + tail);
    const seenMs = row.seenMs + tail;
    const doubleMs = row.doubleMs + (this.onDoubleDate(endedAt) ? tail : 0);
    const user = await users.find(row.userId, tx);
    const tracked = !row.trackingDisabledAtStart && user?.disableGameTimeTracking === false;
    const earnedOn = calendarDate(endedAt, config.BUCKS_TIME_ZONE);
    const sessions = this.deps.sessions.in(tx);
    const earning = earningFor({
      seenMs,
      doubleMs,
      tracked,
      earnedTodayBefore: await sessions.earnedOn(row.userId, earnedOn),
      dailyCap: this.deps.settings.current().bucksDailyCap,
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
    const bucksBalance =
      earning.bucks > 0
        ? (
            await ledger.credit(tx, {
              userId: row.userId,
              currency: 'BUCKS',
              amount: earning.bucks,
              reason: 'game_time',
              sourceType: 'game_session',
              sourceId: row.id,
              details: { minutes: earning.minutes, doubleMinutes: earning.doubleMinutes, capped: earning.capped },
              at: now,
            })
          ).balance.bucks
        : (await ledger.lockBalance(tx, row.userId)).bucks;
    return { session: toGameSessionDto(ended), bucksBalance };
  }

  /** Closes the session if it is open and has gone silent; returns it as it is then. */
  private async closeIfSilent(userId: string, id: string, now: Date) {
    return this.deps.uow.transaction(async (tx) => {
      // Lock order everywhere: the balance row, then the session row.
      const balance = await this.deps.ledger.lockBalance(tx, userId);
      const row = await this.deps.sessions.in(tx).findOfUser(id, userId, { forUpdate: true });
      if (!row) return null;
      if (row.endedAt === null && row.lastSeenAt.getTime() < now.getTime() - MAX_GAP_MS) {
        return this.close(tx, row, 'timeout', now);
      }
      return { session: toGameSessionDto(row), bucksBalance: balance.bucks };
    });
  }
}
