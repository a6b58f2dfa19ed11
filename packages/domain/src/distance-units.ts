import { CANADA, UNITED_STATES } from './country.ts';
import { convertDistance, type DistanceUnit } from './distance.ts';

/**
 * The search radii offered in each unit. The spec's default radius (5) is offered in both;
 * each mile value has a kilometre value close to it (1 → 2, 2 → 5, 5 → 8, 10 → 15, 25 → 40)
 * so switching units keeps about the same circle.
 */
export const RADIUS_CHOICES: Readonly<Record<DistanceUnit, readonly number[]>> = {
  miles: [1, 2, 5, 10, 25],
  km: [2, 5, 8, 15, 25, 40],
};

/** The unit people use in a country: kilometres in Canada, miles in the United States; null when unknown. */
export function unitForCountry(country: string | null | undefined): DistanceUnit | null {
  if (country === CANADA) return 'km';
  if (country === UNITED_STATES) return 'miles';
  return null;
}

/**
 * The offered radius in `unit` nearest to `value` (itself in `unit`), nearest by ratio:
 * 3.2 km is nearer 5 than 2, as 5 is 1.55 times it and 2 is 1.61 times less.
 */
export function nearestRadius(value: number, unit: DistanceUnit): number {
  const choices = RADIUS_CHOICES[unit];
  let best = choices[0]!;
  for (const choice of choices) {
    if (Math.abs(Math.log(choice / value)) < Math.abs(Math.log(best / value))) best = choice;
  }
  return best;
}

/** A radius in `from` as the offered radius in `to` that is closest to it: 25 miles → 40 km, 40 km → 25 miles. */
export function convertRadius(radius: number, from: DistanceUnit, to: DistanceUnit): number {
  if (from === to) return radius;
  return nearestRadius(convertDistance(radius, from, to), to);
}
