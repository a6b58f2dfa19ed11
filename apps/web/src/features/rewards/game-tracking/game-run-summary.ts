import type { GameSessionEndedDto } from '@playeats/contracts/rewards';

/** The game-ended dialog's content: one game run, which may span several server sessions. */
export interface GameRunSummary {
  gameName: string;
  minutes: number;
  bucksEarned: number;
  /** 2 when some of the time fell on a double-bucks date. */
  multiplier: number;
  /** The daily cap cut the earnings. */
  capped: boolean;
  /** False when game-time tracking was off: nothing earned. */
  tracked: boolean;
  /** The bucks balance after the last session's credit. */
  bucksBalance: number;
}

export function summarizeGameRun(gameName: string, segments: GameSessionEndedDto[]): GameRunSummary {
  return {
    gameName,
    minutes: segments.reduce((sum, s) => sum + s.session.durationMinutes, 0),
    bucksEarned: segments.reduce((sum, s) => sum + (s.session.bucksEarned ?? 0), 0),
    multiplier: Math.max(1, ...segments.map((s) => s.session.multiplier)),
    capped: segments.some((s) => s.session.capped),
    tracked: segments.every((s) => s.session.tracked),
    bucksBalance: segments.at(-1)?.bucksBalance ?? 0,
  };
}
