import { HttpProblem } from '../../lib/problem.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * A geocoder that, when the primary one is busy (429: its usage rule's rate, shared with
 * the public suggestions) or down (503), answers from the fallback instead: saving an
 * address (and so ordering) never waits on a third party's quota. The fallback's answers
 * say their own precision (postal code or city), and a city one asks for a pin as usual.
 */
export function withFallback(primary: Geocoder, makeFallback: () => Geocoder): Geocoder {
  // Made on first need: the local geocoder's postal data costs ~23 MB once loaded.
  let made: Geocoder | undefined;
  const fallback = () => (made ??= makeFallback());
  const busyOrDown = (err: unknown) => err instanceof HttpProblem && (err.status === 429 || err.status === 503);
  return {
    attribution: primary.attribution,
    search: (query, options) =>
      primary.search(query, options).catch((err: unknown) => {
        if (busyOrDown(err)) return fallback().search(query, options);
        throw err;
      }),
    reverse: (position) =>
      primary.reverse(position).catch((err: unknown) => {
        if (busyOrDown(err)) return fallback().reverse(position);
        throw err;
      }),
  };
}
