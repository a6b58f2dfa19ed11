import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameSessionEndedDto, GameSessionStartedDto } from '@playeats/contracts/rewards';
import { HttpError } from '../../../lib/http-client.ts';
import type { GameRunSummary } from './game-run-summary.ts';
import { AWAY_AFTER_MS, SessionTracker, type TrackerRecord, type TrackerSnapshot } from './session-tracker.ts';

const MIN = 60_000;
const FORTNITE = { classId: 21216, title: 'Fortnite' };

/**
 * The server's rules in miniature (apps/server game-sessions.service.ts): time counts
 * between signals at most 5 minutes apart, a `resumed` heartbeat's gap counts nothing,
 * the end adds at most 2 minutes; 50 bucks an hour, rounded down.
 */
function fakeServer() {
  const sessions = new Map<string, { lastSeen: number; seenMs: number; ended: GameSessionEndedDto | null }>();
  let next = 0;
  let balance = 0;
  const calls: string[] = [];
  let offline = false;
  const ended = (id: string, s: { seenMs: number }): GameSessionEndedDto => {
    const minutes = Math.floor(s.seenMs / MIN);
    const bucks = Math.floor((minutes * 50) / 60);
    balance += bucks;
    return {
      session: {
        id,
        gameId: '21216',
        gameName: 'Fortnite',
        application: 'OW_DESKTOP_CLIENT',
        status: 'ended',
        startedAt: '',
        endedAt: '',
        durationMinutes: minutes,
        bucksEarned: bucks,
        multiplier: 1,
        capped: false,
        tracked: true,
      },
      bucksBalance: balance,
    };
  };
  const guard = () => {
    if (offline) throw new TypeError('Failed to fetch');
  };
  return {
    calls,
    sessions,
    set offline(value: boolean) {
      offline = value;
    },
    async start(): Promise<GameSessionStartedDto> {
      guard();
      const id = `s${++next}`;
      calls.push(`start ${id}`);
      sessions.set(id, { lastSeen: Date.now(), seenMs: 0, ended: null });
      return { session: { id } as GameSessionStartedDto['session'], heartbeatIntervalSeconds: 60, previous: null };
    },
    async heartbeat(id: string, body: { ageMs?: number; resumed?: boolean }) {
      guard();
      const s = sessions.get(id)!;
      const at = Date.now() - (body.ageMs ?? 0);
      calls.push(`heartbeat ${id}${body.resumed ? ' resumed' : ''}${body.ageMs ? ` age ${body.ageMs / MIN}m` : ''}`);
      if (s.ended || at - s.lastSeen > 5 * MIN) {
        s.ended ??= ended(id, { seenMs: s.seenMs + 2 * MIN });
        throw new HttpError(
          409,
          { type: 'https://playeats.app/problems/GameSessionEndedException', ended: s.ended },
          '',
        );
      }
      if (!body.resumed) s.seenMs += Math.max(0, at - s.lastSeen);
      s.lastSeen = Math.max(s.lastSeen, at);
      return {};
    },
    async end(id: string, body: { ageMs?: number }) {
      guard();
      const s = sessions.get(id)!;
      calls.push(`end ${id}${body.ageMs ? ` age ${body.ageMs / MIN}m` : ''}`);
      const at = Date.now() - (body.ageMs ?? 0);
      s.ended ??= ended(id, { seenMs: s.seenMs + Math.min(2 * MIN, Math.max(0, at - s.lastSeen)) });
      return s.ended;
    },
  };
}

function setup(saved: TrackerRecord | null = null) {
  const server = fakeServer();
  let record = saved;
  const snapshots: TrackerSnapshot[] = [];
  const dialogs: GameRunSummary[] = [];
  const tracker = new SessionTracker({
    start: () => server.start(),
    heartbeat: (id, body) => server.heartbeat(id, body),
    end: (id, body) => server.end(id, body),
    now: () => Date.now(),
    every: (run, ms) => {
      const timer = setInterval(run, ms);
      return () => clearInterval(timer);
    },
    load: () => record,
    save: (next) => {
      record = next && (JSON.parse(JSON.stringify(next)) as TrackerRecord);
    },
    onChange: (s) => snapshots.push(s),
    onGameEnded: (s) => dialogs.push(s),
  });
  return {
    server,
    tracker,
    snapshots,
    dialogs,
    saved: () => record,
  };
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T20:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('SessionTracker', () => {
  it('a game run: launch → a session → a heartbeat a minute → quit → the dialog with what was earned', async () => {
    const { tracker, server, dialogs, snapshots } = setup();
    await tracker.setEnabled(true);
    await tracker.gameLaunched(FORTNITE);
    expect(tracker.snapshot()).toMatchObject({ tracking: true, game: FORTNITE, away: false });
    await setupPlay(tracker, 30);
    await tracker.gameTerminated();
    expect(server.calls.filter((c) => c.startsWith('heartbeat'))).toHaveLength(30);
    expect(dialogs).toEqual([
      expect.objectContaining({ gameName: 'Fortnite', minutes: 30, bucksEarned: 25, bucksBalance: 25 }),
    ]);
    expect(tracker.snapshot()).toMatchObject({ tracking: false, game: null });
    expect(snapshots.at(-1)).toMatchObject({ tracking: false });
  });

  it('with no input for the away time, the heartbeats pause; the next one says the player was away', async () => {
    const { tracker, server, dialogs } = setup();
    await tracker.setEnabled(true);
    await tracker.gameLaunched(FORTNITE);
    await setupPlay(tracker, 10);
    // Away: no input. The heartbeats stop once the away time has passed.
    await vi.advanceTimersByTimeAsync(AWAY_AFTER_MS + MIN);
    expect(tracker.snapshot().away).toBe(true);
    const sent = server.calls.length;
    await vi.advanceTimersByTimeAsync(MIN);
    expect(server.calls.length).toBe(sent);
    await tracker.input();
    await vi.advanceTimersByTimeAsync(MIN);
    expect(server.calls.at(-1)).toMatch(/resumed$/);
    await setupPlay(tracker, 5);
    await tracker.gameTerminated();
    // 12 minutes before the pause (the away time runs from the last input), none of the
    // 3 paused ones, 5 after the return: the gap of the resumed heartbeat counted nothing.
    expect(dialogs[0]!.minutes).toBe(17);
  });

  it('away longer than the server waits: its session ends, a new one starts when the player is back, the dialog sums both', async () => {
    const { tracker, server, dialogs } = setup();
    await tracker.setEnabled(true);
    await tracker.gameLaunched(FORTNITE);
    await setupPlay(tracker, 12);
    await vi.advanceTimersByTimeAsync(20 * MIN);
    await tracker.input();
    await vi.advanceTimersByTimeAsync(MIN);
    expect(server.calls.filter((c) => c.startsWith('start'))).toEqual(['start s1', 'start s2']);
    await setupPlay(tracker, 12);
    await tracker.gameTerminated();
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]!.minutes).toBeGreaterThanOrEqual(24);
  });

  it('focus lost (the player alt-tabs to order food): no game input, so the credit pauses after the away time', async () => {
    const { tracker } = setup();
    await tracker.setEnabled(true);
    await tracker.gameLaunched(FORTNITE);
    await setupPlay(tracker, 2);
    await vi.advanceTimersByTimeAsync(AWAY_AFTER_MS + 2 * MIN);
    expect(tracker.snapshot()).toMatchObject({ tracking: true, away: true });
  });

  it('queues heartbeats while offline and sends them, with their age, when back', async () => {
    const { tracker, server, dialogs } = setup();
    await tracker.setEnabled(true);
    await tracker.gameLaunched(FORTNITE);
    await setupPlay(tracker, 3);
    server.offline = true;
    await setupPlay(tracker, 8);
    expect(tracker.snapshot().queued).toBe(8);
    server.offline = false;
    await setupPlay(tracker, 1);
    expect(tracker.snapshot().queued).toBe(0);
    expect(server.calls.filter((c) => / age /.test(c)).length).toBeGreaterThanOrEqual(8);
    await tracker.gameTerminated();
    expect(dialogs[0]!.minutes).toBe(12);
  });

  it('a game that ends while offline: the end waits for the connection, then the dialog shows', async () => {
    const { tracker, server, dialogs } = setup();
    await tracker.setEnabled(true);
    await tracker.gameLaunched(FORTNITE);
    await setupPlay(tracker, 6);
    server.offline = true;
    await tracker.gameTerminated();
    expect(dialogs).toEqual([]);
    server.offline = false;
    await tracker.gameLaunched({ classId: 5426, title: 'League of Legends' });
    expect(dialogs).toEqual([expect.objectContaining({ gameName: 'Fortnite', minutes: 6 })]);
  });

  it('a second end (the host repeats the event) does nothing', async () => {
    const { tracker, server, dialogs } = setup();
    await tracker.setEnabled(true);
    await tracker.gameLaunched(FORTNITE);
    await setupPlay(tracker, 2);
    await Promise.all([tracker.gameTerminated(), tracker.gameTerminated()]);
    expect(server.calls.filter((c) => c.startsWith('end'))).toHaveLength(1);
    expect(dialogs).toHaveLength(1);
  });

  it('does nothing while disabled (signed out or tracking turned off), and ends the run when turned off', async () => {
    const { tracker, server, dialogs } = setup();
    await tracker.gameLaunched(FORTNITE);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(server.calls).toEqual([]);
    await tracker.setEnabled(true);
    expect(server.calls).toEqual(['start s1']);
    await setupPlay(tracker, 3);
    await tracker.setEnabled(false);
    expect(server.calls.at(-1)).toBe('end s1');
    expect(dialogs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(server.calls.at(-1)).toBe('end s1');
  });

  it('after a crash, resumes the session of the game still running (the gap counts nothing)', async () => {
    const first = setup();
    await first.tracker.setEnabled(true);
    await first.tracker.gameLaunched(FORTNITE);
    await setupPlay(first.tracker, 5);
    first.tracker.dispose();
    // The overlay restarts two minutes later; the game still runs.
    await vi.advanceTimersByTimeAsync(2 * MIN);
    const second = setup(first.saved());
    second.server.sessions.set('s1', first.server.sessions.get('s1')!);
    await second.tracker.setEnabled(true);
    await second.tracker.recover(FORTNITE);
    expect(second.tracker.snapshot()).toMatchObject({ tracking: true, game: FORTNITE });
    await vi.advanceTimersByTimeAsync(MIN);
    expect(second.server.calls[0]).toBe('heartbeat s1 resumed');
  });

  it('after a crash, closes the session of a game that is no longer running, and shows what it earned', async () => {
    const first = setup();
    await first.tracker.setEnabled(true);
    await first.tracker.gameLaunched(FORTNITE);
    await setupPlay(first.tracker, 7);
    first.tracker.dispose();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    const second = setup(first.saved());
    second.server.sessions.set('s1', first.server.sessions.get('s1')!);
    await second.tracker.setEnabled(true);
    await second.tracker.recover(null);
    expect(second.server.calls).toEqual(['end s1 age 60m']);
    expect(second.dialogs).toEqual([expect.objectContaining({ minutes: 7 })]);
    expect(second.saved()).toBeNull();
  });
});

/** Plays for `minutes`, pressing a key every minute. */
async function setupPlay(tracker: SessionTracker, minutes: number) {
  for (let i = 0; i < minutes; i++) {
    await vi.advanceTimersByTimeAsync(30_000);
    await tracker.input();
    await vi.advanceTimersByTimeAsync(30_000);
  }
}
