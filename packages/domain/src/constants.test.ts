import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import * as constants from './constants.ts';
import { bucksForMinutes } from './bucks.ts';

const packageVersion = (path: string) =>
  (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version: string }).version;

/**
 * What these constants do where they are used, not their literals again: the version the
 * app and the API report is the one the packages ship, an hour of play earns the spec's
 * 50 bucks, the offline re-checks back off to the 2-minute cap within the 5-minute poll.
 * Each value's use is tested where it acts (idle, connectivity, ads, explainer, lists).
 */
describe('constants', () => {
  it('report the version every package ships', () => {
    for (const path of ['../../../package.json', '../package.json', '../../../apps/web/package.json']) {
      expect(packageVersion(path)).toBe(constants.APP_VERSION);
    }
  });

  it('turn an hour of play into 50 bucks', () => {
    expect(bucksForMinutes(60)).toBe(50);
    expect(bucksForMinutes(60, constants.DOUBLE_BUCKS_MULTIPLIER)).toBe(100);
  });

  it('check again while offline at most every 2 minutes, sooner than the 5-minute poll', () => {
    expect(constants.CONNECTIVITY_OFFLINE_RECHECK_MAX_MS / 60_000).toBe(2);
    expect(constants.CONNECTIVITY_POLL_MS / 60_000).toBe(5);
    expect(constants.CONNECTIVITY_OFFLINE_RECHECK_FIRST_MS).toBeLessThan(constants.CONNECTIVITY_OFFLINE_RECHECK_MAX_MS);
  });

  it('freezes the shared ad size', () => {
    expect(Object.isFrozen(constants.AD_SIZE)).toBe(true);
  });
});
