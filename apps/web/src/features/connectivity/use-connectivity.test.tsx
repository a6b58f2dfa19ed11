import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONNECTIVITY_POLL_MS } from '@playeats/domain/constants';
import { renderWithProviders } from '../../test/render.tsx';
import { ConnectionLostWatcher } from './connection-lost-watcher.tsx';
import { offlineRecheckDelay, useConnectivity } from './use-connectivity.ts';

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

    // Offline, the first re-check comes 5 s later (see below) and finds it back.
    set(true);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(ping).toHaveBeenCalledTimes(2);
    expect(result.current.online).toBe(true);
  });

  it('while offline checks again after 5 s, 10 s, 20 s … never waiting more than 120000 ms', async () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(offlineRecheckDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000,
    ]);
    const { ping, set } = fakePing(false);
    const { result } = renderHook(() => useConnectivity({ ping }));
    act(() => void window.dispatchEvent(new Event('offline')));
    await settle();
    expect(ping).toHaveBeenCalledTimes(1);
    let calls = 1;
    // (275 s in all: the 300000 ms poll has not come yet)
    for (const wait of [5_000, 10_000, 20_000, 40_000, 80_000, 120_000]) {
      await act(() => vi.advanceTimersByTimeAsync(wait - 1));
      expect(ping).toHaveBeenCalledTimes(calls);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(ping).toHaveBeenCalledTimes(++calls);
    }
    // Back: the next re-check finds it and the re-checks stop.
    set(true);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(result.current.online).toBe(true);
    const settled = ping.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(200_000)); // not yet the next 300000 ms poll
    expect(ping).toHaveBeenCalledTimes(settled);
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
