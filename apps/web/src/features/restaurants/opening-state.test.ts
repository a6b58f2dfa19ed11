import { describe, expect, it } from 'vitest';
import { openingState } from './opening-state.ts';

// Saturday 21 November 2026, 10:00 in Toronto (UTC-5).
const NOW = new Date('2026-11-21T15:00:00Z');
const toronto = { timeZone: 'America/Toronto', openNow: false, opensAt: null, closesAt: null };

describe('openingState', () => {
  it('open: the closing time on the restaurant clock', () => {
    const state = openingState({ ...toronto, openNow: true, closesAt: '2026-11-22T03:00:00Z' }, 'en', NOW);
    expect(state).toEqual({ key: 'openUntil', time: expect.stringMatching(/^10:00\sPM$/) });
    expect(openingState({ ...toronto, openNow: true, closesAt: '2026-11-22T03:00:00Z' }, 'fr', NOW)).toEqual({
      key: 'openUntil',
      time: expect.stringMatching(/^22\sh\s00$/),
    });
  });

  it('reads the time in the restaurant time zone, not the browser one', () => {
    const vancouver = { ...toronto, timeZone: 'America/Vancouver', openNow: true, closesAt: '2026-11-22T06:00:00Z' };
    expect(openingState(vancouver, 'en', NOW)).toEqual({
      key: 'openUntil',
      time: expect.stringMatching(/^10:00\sPM$/),
    });
  });

  it('open with no closing time: open around the clock', () => {
    expect(openingState({ ...toronto, openNow: true }, 'en', NOW)).toEqual({ key: 'openAllDay' });
  });

  it('closed, opening later today: the time only', () => {
    expect(openingState({ ...toronto, opensAt: '2026-11-21T16:00:00Z' }, 'en', NOW)).toEqual({
      key: 'closedUntil',
      time: expect.stringMatching(/^11:00\sAM$/),
    });
  });

  it('closed, opening another day: the day and the time', () => {
    expect(openingState({ ...toronto, opensAt: '2026-11-24T16:00:00Z' }, 'en', NOW)).toEqual({
      key: 'closedUntilDay',
      day: 'Tue',
      time: expect.stringMatching(/^11:00\sAM$/),
    });
    expect(openingState({ ...toronto, opensAt: '2026-11-24T16:00:00Z' }, 'fr', NOW)).toMatchObject({ day: 'mar.' });
  });

  it('closed with no opening ahead (or an unreadable date): just closed', () => {
    expect(openingState(toronto, 'en', NOW)).toEqual({ key: 'closedNoHours' });
    expect(openingState({ ...toronto, opensAt: 'not a date' }, 'en', NOW)).toEqual({ key: 'closedNoHours' });
  });
});
