import { focusManager, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, problemResponse } from '../test/fake-fetch.ts';
import { request } from './http-client.ts';
import { BACKGROUND_QUERY_OPTIONS, backgroundRetryDelay, createQueryClient } from './query-clients.ts';

/** A query of the background layer, in the app's one client (as the balances' and notifications' are). */
const inBackground = (client: QueryClient, queryKey: string[], queryFn: () => Promise<unknown>) =>
  client.fetchQuery({ ...BACKGROUND_QUERY_OPTIONS, queryKey, queryFn });

/** As QueryClientProvider does: only a mounted client hears focus and online events. */
function mounted<T extends { mount(): void; unmount(): void }>(client: T): T {
  client.mount();
  clients.push(client);
  return client;
}
const clients: { unmount(): void }[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

/** What fetch throws when there is no answer at all (offline, a dropped connection). */
const failing = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));

describe('main query client', () => {
  it('does not refetch on focus, keeps data fresh 5000 ms, never retries', async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: false,
      staleTime: 5000,
      retry: false,
    });

    const queryFn = failing();
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('Failed to fetch');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('serves cached data for 5000 ms, then fetches again', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'data');
    await client.fetchQuery({ queryKey: ['s'], queryFn });
    await client.fetchQuery({ queryKey: ['s'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5001);
    await client.fetchQuery({ queryKey: ['s'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});

describe('background layer', () => {
  it('waits min(1000 * 2^n, 30000) ms before retry n', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backgroundRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(BACKGROUND_QUERY_OPTIONS).toMatchObject({ networkMode: 'online' });
  });

  it('retries 3 times after 1 s, 2 s and 4 s, then fails', async () => {
    vi.useFakeTimers();
    const queryFn = failing();
    const result = inBackground(createQueryClient(), ['r'], queryFn).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toBeInstanceOf(Error);
  });

  it('pauses retries while the window is unfocused and resumes on focus', async () => {
    vi.useFakeTimers();
    const queryFn = failing();
    focusManager.setFocused(false);
    void inBackground(mounted(createQueryClient()), ['f'], queryFn).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not start while offline and starts when back online', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(async () => 'ok');
    onlineManager.setOnline(false);
    const result = inBackground(mounted(createQueryClient()), ['o'], queryFn);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(result).resolves.toBe('ok');
  });

  /** A background query of the API (as the balances' are), the server answering `status` every time. */
  async function callsUntilGivenUp(status: number) {
    vi.useFakeTimers();
    const { requests } = installFakeFetch(async () =>
      status === 200 ? jsonResponse(200, { ok: true }) : problemResponse(status, 'SomeException'),
    );
    const result = inBackground(createQueryClient(), ['api', String(status)], () => request('/api/x')).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await result;
    return requests.length;
  }

  it.each([500, 502, 503, 408, 429])('retries a %i answer 3 times', async (status) => {
    expect(await callsUntilGivenUp(status)).toBe(4);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry a %i answer: the same call gets it again', async (status) => {
    expect(await callsUntilGivenUp(status)).toBe(1);
  });

  it('does not retry an answer it cannot read (a bug, not bad luck)', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(async () => Promise.reject(new Error('unexpected shape')));
    await inBackground(createQueryClient(), ['bug'], queryFn).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
