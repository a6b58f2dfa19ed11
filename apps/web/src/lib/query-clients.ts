import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * The two data-query layers of spec section 9.
 *
 * createQueryClient() — the app's QueryClient (the one in QueryClientProvider). Use it
 * for everything a screen shows: no refetch on window focus, data fresh for 5000 ms,
 * no retries (a failed call surfaces at once through the error catalogue; the HTTP
 * client has already renewed the token and retried once on a 401).
 *
 * createBackgroundQueryClient() — the "other fetch layer": for calls that run without a
 * user waiting on them and should heal by themselves (polling, overlay background
 * window, connectivity-sensitive refreshes). It retries 3 times after 1 s, 2 s, 4 s
 * (min(1000 * 2^n, 30000) ms) and pauses while the window is unfocused or offline.
 *
 * How the pausing works: TanStack's retryer only continues a retry when
 * focusManager.isFocused() and (networkMode 'online') onlineManager.isOnline(); otherwise
 * it pauses and resumes when focusManager/onlineManager report focus or connectivity
 * again. networkMode 'online' also holds a first fetch until the app is online. Both
 * managers listen to the browser by default (visibilitychange, online/offline); the
 * connectivity feature may call onlineManager.setOnline(false) when /api/ping fails so
 * that queries pause on "lie-fi" too. We do not install custom managers here: they are
 * process-wide singletons and the defaults already match the spec.
 */
export const MAIN_QUERY_DEFAULTS = {
  queries: { refetchOnWindowFocus: false, staleTime: 5000, retry: false },
  mutations: { retry: false },
} as const satisfies DefaultOptions;

export const BACKGROUND_MAX_RETRIES = 3;
export const BACKGROUND_MAX_RETRY_DELAY_MS = 30_000;

/** Delay before retry n (0-based): 1000, 2000, 4000 ... capped at 30000 ms. */
export function backgroundRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, BACKGROUND_MAX_RETRY_DELAY_MS);
}

export const BACKGROUND_QUERY_DEFAULTS = {
  queries: {
    retry: BACKGROUND_MAX_RETRIES,
    retryDelay: backgroundRetryDelay,
    networkMode: 'online',
  },
  mutations: {
    retry: BACKGROUND_MAX_RETRIES,
    retryDelay: backgroundRetryDelay,
    networkMode: 'online',
  },
} as const satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: MAIN_QUERY_DEFAULTS });
}

export function createBackgroundQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: BACKGROUND_QUERY_DEFAULTS });
}

/**
 * Extra options a feature's query hook accepts (bulletproof-react's QueryConfig): every
 * option except the key and fetcher, which the feature's query options fix.
 */
export type QueryConfig<T extends (...args: never[]) => { queryKey: unknown; queryFn?: unknown }> = Omit<
  ReturnType<T>,
  'queryKey' | 'queryFn'
>;
