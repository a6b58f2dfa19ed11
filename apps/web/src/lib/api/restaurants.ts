import { queryOptions } from '@tanstack/react-query';
import { restaurantDetailSchema, type RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { request } from '../http-client.ts';

/**
 * GET /api/restaurants/{id}: a restaurant with its opening hours and full menu. The one
 * fetcher of it: the restaurant page shows it, a saved meal's dishes are changed from its
 * menu, and the order page adds its dishes to the cart.
 */
export function getRestaurant(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<RestaurantDetailDto> {
  return request(`/api/restaurants/${encodeURIComponent(id)}`, {
    schema: restaurantDetailSchema,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });
}

/** How long an early answer waits for its page's query after it arrives. */
const EARLY_ANSWER_KEPT_MS = 10_000;

/** A request started before the app rendered, and its answer once it has arrived. */
interface EarlyRequest {
  answer: Promise<RestaurantDetailDto>;
  arrived?: { data: RestaurantDetailDto; at: number };
}

/** Requests started before the app rendered (`requestRestaurantEarly`), each taken once by its query. */
const early = new Map<string, EarlyRequest>();

/**
 * Starts GET /api/restaurants/{id} now, beside the app's texts and code (issue 17: the
 * restaurant page's largest paint waited for the app's first render and then this request).
 * The page's first query of the restaurant takes the answer, or its failure, over. Returns
 * the answer (the same one when it was already asked for).
 */
export function requestRestaurantEarly(id: string): Promise<RestaurantDetailDto> {
  const asked = early.get(id);
  if (asked) return asked.answer;
  const request: EarlyRequest = { answer: getRestaurant(id) };
  request.answer.then(
    (data) => void (request.arrived = { data, at: Date.now() }),
    () => undefined, // reported by the query that takes it, not as an unhandled rejection
  );
  early.set(id, request);
  // An answer no query takes (the app showed another screen) is not kept for a later visit.
  const forget = () => setTimeout(() => early.get(id) === request && early.delete(id), EARLY_ANSWER_KEPT_MS);
  request.answer.then(forget, forget);
  return request.answer;
}

/** The restaurant as the discovery pages cache it: one entry per restaurant, whichever page asked first. */
export function restaurantQueryOptions(id: string) {
  // The early answer the query starts with, taken once (as its first fetch would take it).
  let taken: EarlyRequest['arrived'];
  return queryOptions({
    queryKey: ['restaurants', 'detail', id],
    queryFn: ({ signal }) => {
      const started = early.get(id);
      early.delete(id);
      return started?.answer ?? getRestaurant(id, { signal });
    },
    // An early answer that has arrived is the query's first data: the page's first render
    // shows the restaurant, not its loading state over the shell's picture and name.
    initialData: () => {
      const started = early.get(id);
      if (started?.arrived) {
        early.delete(id);
        taken = started.arrived;
      }
      return taken?.data;
    },
    initialDataUpdatedAt: () => taken?.at,
  });
}
