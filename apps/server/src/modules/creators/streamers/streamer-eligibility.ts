import type { InvalidParam } from '@playeats/contracts/problem';
import { ageOn } from '@playeats/domain/age';
import type { CreatorLimits } from '../creator-limits.ts';

/** Streamers must be adults (a legal floor, not a setting). */
export const MINIMUM_AGE = 18;

export interface EligibilityInput {
  dateOfBirth: string;
  followers: number;
  averageViewers: number;
  /** The applicant's today (YYYY-MM-DD, in the programs' calendar). */
  today: string;
}

/**
 * Why an applicant cannot join the streamer program, one entry per field at fault (empty:
 * eligible). The country (US or Canada) is the request schema's: no other can be sent.
 */
export function eligibilityProblems(
  input: EligibilityInput,
  limits: Pick<CreatorLimits, 'minFollowers' | 'minAverageViewers'>,
): InvalidParam[] {
  const problems: InvalidParam[] = [];
  const age = ageOn(input.dateOfBirth, input.today);
  if (age === null) problems.push({ name: 'body.dateOfBirth', reason: 'the date of birth is after today' });
  else if (age < MINIMUM_AGE)
    problems.push({ name: 'body.dateOfBirth', reason: `applicants must be ${MINIMUM_AGE} or older` });
  if (input.followers < limits.minFollowers) {
    problems.push({ name: 'body.followers', reason: `the channel needs at least ${limits.minFollowers} followers` });
  }
  if (input.averageViewers < limits.minAverageViewers) {
    problems.push({
      name: 'body.averageViewers',
      reason: `the channel needs at least ${limits.minAverageViewers} average viewers`,
    });
  }
  return problems;
}
