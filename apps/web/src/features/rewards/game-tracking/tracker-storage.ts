import { readJson, removeItem, writeJson } from '../../../lib/storage.ts';
import type { TrackerRecord } from './session-tracker.ts';

/** Local storage: the game run in progress survives a crash or a restart of the overlay. */
export const TRACKER_KEY = 'gameTracking';

const isRecord = (value: unknown): value is TrackerRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<TrackerRecord>;
  return (
    typeof r.game?.classId === 'number' &&
    typeof r.game.title === 'string' &&
    typeof r.startedAt === 'number' &&
    typeof r.lastSignalAt === 'number' &&
    typeof r.intervalMs === 'number' &&
    (r.sessionId === null || typeof r.sessionId === 'string') &&
    Array.isArray(r.segments) &&
    Array.isArray(r.queue)
  );
};

export const trackerStorage = {
  load(): TrackerRecord | null {
    const value = readJson('local', TRACKER_KEY);
    return isRecord(value) ? value : null;
  },
  save(record: TrackerRecord | null): void {
    if (record) writeJson('local', TRACKER_KEY, record);
    else removeItem('local', TRACKER_KEY);
  },
};
