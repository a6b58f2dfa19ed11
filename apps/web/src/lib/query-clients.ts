import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isTransientFailure } from './http-client.ts';

/**
 * The two data-query layers of spec section 9, in one cache (docs/decisions/0027-spec-wiring.md).
 *
 * The main layer: createQueryClient() is the app's QueryClient (the one in
 * QueryClientProvider), and its defaults serve everything a screen shows: no refetch on
 * window focus, data fresh for 5000 ms, no retries (a failed call surfaces at once through
 * the error catalogue; the HTTP client has already renewed the token and retried once on
 * a 401).
 *
 * The background layer ("another fetch layer"): BACKGROUND_QUERY_OPTIONS, spread into the
 * options of the queries that run without a user waiting on them and should heal by
 * themselves: the balances, the notifications and the game-session list. They retry 3
 * times after 1 s, 2 s, 4 s (min(1000 * 2^n, 30000) ms), only failures that may pass on
 * their own (no answer, 5xx, 408, 429: isTransientFailure; a 4xx would answer the same
 * again, and a 401 was already renewed by the HTTP client), and pause while the window is
 * unfocused (or the app idle: app/idle-watcher.tsx) or offline. They stay in the app's one
 * cache, so what invalidates a balance after an order reaches them as before; a second
 * QueryClient would hold a second copy that no invalidation reaches.
 *
 * How the pausing works: TanStack's retryer only continues a retry when
 * focusManager.isFocused() and (networkMode 'online') onlineManager.isOnline(); otherwise
 * it pauses and resumes when focusManager/onlineManager report focus or connectivity
 * again. networkMode 'online' also holds a first fetch until the app is online.
 */
export const MAIN_QUERY_DEFAULTS = {
  queries: { refetchOnWindowFocus: false, staleTime: 5000, retry: false },
  mutations: { retry: false },
} as const satisfies DefaultOptions;

const BACKGROUND_MAX_RETRIES = 3;
const BACKGROUND_MAX_RETRY_DELAY_MS = 30_000;

/** Delay before retry n (0-based): 1000, 2000, 4000 ... capped at 30000 ms. */
export function backgroundRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, BACKGROUND_MAX_RETRY_DELAY_MS);
}

/** Whether the background layer tries again after `failureCount` failures, the last one `error`. */
function backgroundRetry(failureCount: number, error: unknown): boolean {
  return failureCount < BACKGROUND_MAX_RETRIES && isTransientFailure(error);
}

/** The background layer's options, spread into a query's options (see above). */
export const BACKGROUND_QUERY_OPTIONS = {
  retry: backgroundRetry,
  retryDelay: backgroundRetryDelay,
  networkMode: 'online',
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: MAIN_QUERY_DEFAULTS });
}

/**
 * Extra options a feature's query hook accepts (bulletproof-react's QueryConfig): every
 * option except the key and fetcher, which the feature's query options fix.
 */
export type QueryConfig<T extends (...args: never[]) => { queryKey: unknown; queryFn?: unknown }> = Omit<
  ReturnType<T>,
  'queryKey' | 'queryFn'
>;
