import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONNECTIVITY_POLL_MS } from '@playeats/domain/constants';
import { renderWithProviders } from '../../test/render.tsx';
import { ConnectionLostWatcher } from './connection-lost-watcher.tsx';
import { pingServer, useConnectivity } from './use-connectivity.ts';

/** A ping whose answers the test decides. */
function fakePing(initial: boolean) {
  let answer = initial;
  const ping = vi.fn(async () => answer);
  return { ping, set: (value: boolean) => (answer = value) };
}

/** Lets the ping's promise settle and React apply the result. */
const settle = () => act(async () => {});

describe('useConnectivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every 300000 ms (the spec poll) and goes offline when the ping fails', async () => {
    expect(CONNECTIVITY_POLL_MS).toBe(300_000);
    const { ping, set } = fakePing(true);
    const { result } = renderHook(() => useConnectivity({ ping }));
    expect(result.current.online).toBe(true);
    expect(ping).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(299_999));
    expect(ping).not.toHaveBeenCalled();
    set(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(ping).toHaveBeenCalledOnce();
    expect(result.current.online).toBe(false);

    set(true);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(ping).toHaveBeenCalledTimes(2);
    expect(result.current.online).toBe(true);
  });

  it('checks on retry and reports checking meanwhile', async () => {
    let resolve: (ok: boolean) => void = () => undefined;
    const ping = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const { result } = renderHook(() => useConnectivity({ ping, intervalMs: 1000 }));
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = result.current.retry();
    });
    expect(result.current.checking).toBe(true);
    // A second retry while the first runs shares it.
    act(() => void result.current.retry());
    expect(ping).toHaveBeenCalledOnce();
    resolve(false);
    await settle();
    await expect(answer).resolves.toBe(false);
    expect(result.current).toMatchObject({ checking: false, online: false });
  });

  it('treats a throwing ping as offline', async () => {
    const ping = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useConnectivity({ ping }));
    await act(() => result.current.retry());
    expect(result.current.online).toBe(false);
  });

  it("checks at once on the browser's offline and online events", async () => {
    const { ping, set } = fakePing(false);
    const { result } = renderHook(() => useConnectivity({ ping }));
    act(() => void window.dispatchEvent(new Event('offline')));
    await settle();
    expect(ping).toHaveBeenCalledOnce();
    expect(result.current.online).toBe(false);
    set(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(ping).toHaveBeenCalledTimes(2);
    expect(result.current.online).toBe(true);
  });

  it('keeps a dismissal until the connection comes back', async () => {
    const { ping, set } = fakePing(false);
    const { result } = renderHook(() => useConnectivity({ ping }));
    await act(() => result.current.retry());
    act(() => result.current.dismiss());
    expect(result.current.dismissed).toBe(true);
    await act(() => result.current.retry());
    expect(result.current.dismissed).toBe(true);
    set(true);
    await act(() => result.current.retry());
    expect(result.current.dismissed).toBe(false);
  });

  it('stops polling when unmounted', async () => {
    const { ping } = fakePing(true);
    const { unmount } = renderHook(() => useConnectivity({ ping, intervalMs: 1000 }));
    unmount();
    await vi.advanceTimersByTimeAsync(5000);
    window.dispatchEvent(new Event('offline'));
    expect(ping).not.toHaveBeenCalled();
  });
});

describe('pingServer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends HEAD /api/ping without cache; an ok status is online', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(pingServer()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/ping', { method: 'HEAD', cache: 'no-store' });
  });

  it('is offline on an error status or a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    await expect(pingServer()).resolves.toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(pingServer()).resolves.toBe(false);
  });
});

describe('ConnectionLostWatcher', () => {
  it('shows the dialog while offline, hides it on Close until the connection is back', async () => {
    const user = userEvent.setup();
    const { ping, set } = fakePing(false);
    await renderWithProviders(<ConnectionLostWatcher ping={ping} intervalMs={60_000} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('dialog', { name: 'Connection lost' })).toBeInTheDocument();

    // Retry while still offline keeps it open.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(ping).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Still offline.');

    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Still offline: a later check does not bring it back.
    act(() => void window.dispatchEvent(new Event('offline')));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Back online, then lost again: it shows again.
    set(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    set(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('Retry that finds the connection closes the dialog', async () => {
    const user = userEvent.setup();
    const { ping, set } = fakePing(false);
    await renderWithProviders(<ConnectionLostWatcher ping={ping} />);
    act(() => void window.dispatchEvent(new Event('offline')));
    await screen.findByRole('dialog');
    set(true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
