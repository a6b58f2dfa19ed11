import { describe, expect, it } from 'vitest';
import { eligibilityProblems } from './streamer-eligibility.ts';

const limits = { minFollowers: 100, minAverageViewers: 5 };
const adult = { dateOfBirth: '2000-01-01', followers: 100, averageViewers: 5, today: '2026-06-15' };

describe('streamer eligibility', () => {
  it('accepts an adult whose channel has the audience asked for', () => {
    expect(eligibilityProblems(adult, limits)).toEqual([]);
  });

  it('turns 18 on the birthday itself', () => {
    expect(eligibilityProblems({ ...adult, dateOfBirth: '2008-06-15' }, limits)).toEqual([]);
    expect(eligibilityProblems({ ...adult, dateOfBirth: '2008-06-16' }, limits)).toEqual([
      { name: 'body.dateOfBirth', reason: 'applicants must be 18 or older' },
    ]);
  });

  it('names every field at fault at once', () => {
    const problems = eligibilityProblems(
      { ...adult, dateOfBirth: '2030-01-01', followers: 99, averageViewers: 4 },
      limits,
    );
    expect(problems.map((p) => p.name)).toEqual(['body.dateOfBirth', 'body.followers', 'body.averageViewers']);
  });

  it('follows the configured audience', () => {
    expect(
      eligibilityProblems({ ...adult, followers: 10, averageViewers: 0 }, { minFollowers: 0, minAverageViewers: 0 }),
    ).toEqual([]);
  });
});
