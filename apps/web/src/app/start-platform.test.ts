import { describe, expect, it, vi } from 'vitest';
import { webPlatform } from '../lib/platform/web-platform.ts';
import type { Platform, PlatformHost } from '../lib/platform/platform.ts';
import { startPlatform } from './start-platform.ts';
import { createAppStore } from './store.ts';

function platformWithStart() {
  const seen: { host?: PlatformHost } = {};
  const stop = vi.fn();
  const platform: Platform = {
    ...webPlatform,
    start(host) {
      seen.host = host;
      return stop;
    },
  };
  return { platform, seen, stop };
}

describe('startPlatform', () => {
  it("puts the platform's insets into the info state and drives the router", () => {
    const store = createAppStore();
    const router = { state: { location: { pathname: '/account' } }, navigate: vi.fn() };
    const { platform, seen, stop } = platformWithStart();
    const stopAll = startPlatform(store, router, platform);
    const host = seen.host!;

    host.setInsets(47, { top: 47, right: 0, bottom: 34, left: 0 });
    expect(store.getState().info).toMatchObject({
      statusBarHeight: 47,
      safeAreaInsets: { top: 47, right: 0, bottom: 34, left: 0 },
    });

    expect(host.currentPath()).toBe('/account');
    host.navigate('/signupWithReferral/FRIEND-1');
    host.goBack();
    expect(router.navigate.mock.calls).toEqual([['/signupWithReferral/FRIEND-1'], [-1]]);
    stopAll();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a platform without a start (the web, the overlay)', () => {
    const router = { state: { location: { pathname: '/' } }, navigate: vi.fn() };
    expect(() => startPlatform(createAppStore(), router, webPlatform)()).not.toThrow();
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
