import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStreamerMode, STREAMER_MODE_KEY, useStreamerMode } from './streamer-mode.ts';

afterEach(() => setStreamerMode(false));

/** What another tab or overlay window does: writes local storage, which fires `storage` here. */
function changedElsewhere(value: string | null) {
  if (value === null) localStorage.removeItem(STREAMER_MODE_KEY);
  else localStorage.setItem(STREAMER_MODE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: STREAMER_MODE_KEY, newValue: value }));
}

describe('streamer mode', () => {
  it('is off until switched on, then kept in local storage (per device) and off again removes it', () => {
    const { result } = renderHook(() => useStreamerMode());
    expect(result.current).toBe(false);
    act(() => setStreamerMode(true));
    expect(result.current).toBe(true);
    expect(localStorage.getItem(STREAMER_MODE_KEY)).toBe('true');
    // Logout clears session storage only: the setting outlives the session.
    sessionStorage.clear();
    expect(localStorage.getItem(STREAMER_MODE_KEY)).toBe('true');
    act(() => setStreamerMode(false));
    expect(result.current).toBe(false);
    expect(localStorage.getItem(STREAMER_MODE_KEY)).toBeNull();
  });

  it('follows a change made in another tab or overlay window', () => {
    const { result } = renderHook(() => useStreamerMode());
    act(() => changedElsewhere('true'));
    expect(result.current).toBe(true);
    act(() => changedElsewhere(null));
    expect(result.current).toBe(false);
  });

  it('starts as the device left it', async () => {
    localStorage.setItem(STREAMER_MODE_KEY, 'true');
    vi.resetModules();
    const fresh = await import('./streamer-mode.ts');
    const { result } = renderHook(() => fresh.useStreamerMode());
    expect(result.current).toBe(true);
    act(() => fresh.setStreamerMode(false));
  });

  it('still switches for this page when storage is unavailable', () => {
    const { result } = renderHook(() => useStreamerMode());
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    act(() => setStreamerMode(true));
    expect(result.current).toBe(true);
    setItem.mockRestore();
  });
});
