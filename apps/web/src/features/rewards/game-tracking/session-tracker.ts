import type { GameSessionEndedDto, GameSessionStartedDto } from '@playeats/contracts/rewards';
import { HttpError } from '../../../lib/http-client.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { summarizeGameRun, type GameRunSummary } from './game-run-summary.ts';

/** No key or mouse press in game for this long: the player is away and the credit pauses. */
export const AWAY_AFTER_MS = 3 * 60_000;

export interface TrackedGame {
  classId: number;
  title: string;
}

/** What the overlay's windows show: the timer, the game, whether the credit is paused. */
export interface TrackerSnapshot {
  /** A session is open on the server (meals.trackingGame). */
  tracking: boolean;
  game: TrackedGame | null;
  /** When this game run started being tracked. */
  startedAt: number | null;
  away: boolean;
  /** Signals waiting for the connection to come back. */
  queued: number;
}

type Signal =
  | { kind: 'heartbeat'; sessionId: string; at: number; resumed: boolean }
  | { kind: 'end'; sessionId: string; at: number };

/** What survives a crash or a restart of the overlay (tracker-storage.ts keeps it). */
export interface TrackerRecord {
  game: TrackedGame;
  startedAt: number;
  sessionId: string | null;
  intervalMs: number;
  lastSignalAt: number;
  /** Sessions of this game run the server already ended (a long time away ends one). */
  segments: GameSessionEndedDto[];
  queue: Signal[];
}

export interface TrackerDeps {
  start(game: TrackedGame): Promise<GameSessionStartedDto>;
  heartbeat(sessionId: string, body: { ageMs?: number; resumed?: boolean }): Promise<unknown>;
  end(sessionId: string, body: { ageMs?: number }): Promise<GameSessionEndedDto>;
  now(): number;
  /** Runs `run` every `ms` until the returned function is called. */
  every(run: () => void, ms: number): () => void;
  load(): TrackerRecord | null;
  save(record: TrackerRecord | null): void;
  onChange(snapshot: TrackerSnapshot): void;
  /** The game-ended dialog (spec sections 1 and 4). */
  onGameEnded(summary: GameRunSummary): void;
  /** The server ended a session of a game that still runs (the player was away): what it credited. */
  onCredited?(ended: GameSessionEndedDto): void;
  awayAfterMs?: number;
}

/** The server no longer has the session open (it ended it after a silence, or never had it). */
function endedByServer(error: unknown): { ended: GameSessionEndedDto | null } | null {
  if (!(error instanceof HttpError)) return null;
  if (error.status === 404) return { ended: null };
  if (error.status === 409 && problemName(error) === 'GameSessionEndedException') {
    return { ended: (error.body as { ended?: GameSessionEndedDto }).ended ?? null };
  }
  return null;
}

/** Worth keeping for later: the connection or the server failed, not the request itself. */
const isTransient = (error: unknown) =>
  error instanceof TypeError || (error instanceof HttpError && (error.status >= 500 || error.status === 429));

/**
 * Game time tracking, as a state machine driven by the host's events and a timer: a game
 * starts a session on the server; while it runs and the player is active, a heartbeat
 * goes every interval the server asks for; after AWAY_AFTER_MS without input the
 * heartbeats pause and the next one says the player was away (that time counts nothing);
 * the game's end ends the session and shows what was earned. Heartbeats and the end are
 * queued with their times while the server cannot be reached, and sent when it can. The
 * record is saved at every step, so a restart resumes the session or closes it.
 */
export class SessionTracker {
  private enabled = false;
  private running: TrackedGame | null = null;
  private record: TrackerRecord | null;
  private lastInputAt = 0;
  private away = false;
  private resumedNext = false;
  private stopTimer: (() => void) | null = null;
  private busy: Promise<void> = Promise.resolve();
  private readonly awayAfterMs: number;

  constructor(private readonly deps: TrackerDeps) {
    this.record = deps.load();
    this.awayAfterMs = deps.awayAfterMs ?? AWAY_AFTER_MS;
  }

  snapshot(): TrackerSnapshot {
    return {
      tracking: Boolean(this.record?.sessionId),
      game: this.record?.game ?? null,
      startedAt: this.record?.startedAt ?? null,
      away: this.away,
      queued: this.record?.queue.length ?? 0,
    };
  }

  /** Signed in, and game-time tracking not turned off by the user. */
  setEnabled(enabled: boolean): Promise<void> {
    return this.serially(async () => {
      if (enabled === this.enabled) return;
      this.enabled = enabled;
      if (enabled && this.running && !this.record) await this.open(this.running);
      else if (!enabled && this.record) await this.finish();
    });
  }

  /** At start: what the host says is running now, to resume or close a session left by a crash. */
  recover(running: TrackedGame | null): Promise<void> {
    return this.serially(async () => {
      this.running = running;
      const record = this.record;
      if (!record) {
        if (running && this.enabled) await this.open(running);
        return;
      }
      await this.flush();
      if (running && running.classId === record.game.classId && this.enabled) {
        // The overlay did not see the player while it was down: that gap counts nothing.
        this.lastInputAt = this.deps.now();
        this.resumedNext = true;
        if (record.sessionId) this.startTimer(record.intervalMs);
        else await this.open(running, record);
      } else {
        await this.finish(record.lastSignalAt);
        if (running && this.enabled) await this.open(running);
      }
    });
  }

  gameLaunched(game: TrackedGame): Promise<void> {
    return this.serially(async () => {
      this.running = game;
      if (this.record && this.record.game.classId !== game.classId) await this.finish();
      if (this.enabled && !this.record) await this.open(game);
    });
  }

  gameTerminated(): Promise<void> {
    return this.serially(async () => {
      this.running = null;
      if (this.record) await this.finish();
    });
  }

  /** A key or mouse press in game. */
  input(): Promise<void> {
    this.lastInputAt = this.deps.now();
    if (!this.away) return Promise.resolve();
    return this.serially(async () => {
      this.away = false;
      this.resumedNext = true;
      // Back after the server ended the session for the silence: a new one, same game run.
      if (this.record && !this.record.sessionId && this.running && this.enabled) {
        await this.open(this.running, this.record);
      } else {
        this.changed();
      }
    });
  }

  dispose(): void {
    this.stopTimer?.();
    this.stopTimer = null;
  }

  /** One step at a time, in order: events may arrive while a call to the server is pending. */
  private serially(step: () => Promise<void>): Promise<void> {
    this.busy = this.busy.then(step, step);
    return this.busy;
  }

  private async open(game: TrackedGame, continuing: TrackerRecord | null = null): Promise<void> {
    const now = this.deps.now();
    this.lastInputAt = now;
    this.away = false;
    this.resumedNext = false;
    try {
      const started = await this.deps.start(game);
      this.record = {
        game,
        startedAt: continuing?.startedAt ?? now,
        sessionId: started.session.id,
        intervalMs: started.heartbeatIntervalSeconds * 1000,
        lastSignalAt: now,
        segments: continuing?.segments ?? [],
        queue: continuing?.queue ?? [],
      };
      this.startTimer(this.record.intervalMs);
    } catch {
      // Not reachable (or refused): the next launch or input tries again.
      this.record = continuing;
    }
    this.changed();
  }

  private startTimer(intervalMs: number): void {
    this.stopTimer?.();
    this.stopTimer = this.deps.every(() => void this.serially(() => this.tick()), intervalMs);
  }

  private async tick(): Promise<void> {
    const record = this.record;
    if (!record) return;
    const now = this.deps.now();
    if (now - this.lastInputAt >= this.awayAfterMs) {
      if (!this.away) {
        this.away = true;
        this.changed();
      }
      return;
    }
    if (!record.sessionId) {
      // The server ended the session (a long silence, offline) while the game still runs.
      if (this.running && this.enabled) await this.open(this.running, record);
      return;
    }
    record.queue.push({ kind: 'heartbeat', sessionId: record.sessionId, at: now, resumed: this.resumedNext });
    this.resumedNext = false;
    record.lastSignalAt = now;
    await this.flush();
    // The server had ended the session (the player was away too long): a new one, same run.
    if (this.record === record && !record.sessionId && this.running && this.enabled) {
      await this.open(this.running, record);
      return;
    }
    this.changed();
  }

  /** Ends the game run: the open session ends (queued if offline), and the dialog shows the run. */
  private async finish(at = this.deps.now()): Promise<void> {
    const record = this.record;
    if (!record) return;
    this.stopTimer?.();
    this.stopTimer = null;
    if (record.sessionId) record.queue.push({ kind: 'end', sessionId: record.sessionId, at });
    record.sessionId = null;
    await this.flush();
    if (record.queue.length === 0) {
      this.record = null;
      if (record.segments.length > 0) this.deps.onGameEnded(summarizeGameRun(record.game.title, record.segments));
    }
    this.changed();
  }

  /** Sends the queued signals in order; stops at the first that must wait for the connection. */
  private async flush(): Promise<void> {
    const record = this.record;
    if (!record) return;
    while (record.queue.length > 0) {
      const signal = record.queue[0]!;
      const ageMs = Math.max(0, this.deps.now() - signal.at);
      try {
        if (signal.kind === 'heartbeat') {
          await this.deps.heartbeat(signal.sessionId, {
            ...(ageMs > 0 ? { ageMs } : {}),
            ...(signal.resumed ? { resumed: true } : {}),
          });
        } else {
          record.segments.push(await this.deps.end(signal.sessionId, ageMs > 0 ? { ageMs } : {}));
        }
      } catch (error) {
        const server = endedByServer(error);
        if (server) {
          // The server ended the session (a silence over its limit): keep what it credited.
          if (server.ended && !record.segments.some((s) => s.session.id === server.ended!.session.id)) {
            record.segments.push(server.ended);
            if (this.running) this.deps.onCredited?.(server.ended);
          }
          record.queue = record.queue.filter((s) => s.sessionId !== signal.sessionId);
          // The next tick opens a new session if the game still runs.
          if (record.sessionId === signal.sessionId) record.sessionId = null;
          continue;
        }
        if (isTransient(error)) break;
        // Refused for good (e.g. signed out): drop it rather than block the queue.
        record.queue.shift();
        continue;
      }
      record.queue.shift();
    }
    this.deps.save(this.record);
  }

  private changed(): void {
    this.deps.save(this.record);
    this.deps.onChange(this.snapshot());
  }
}
