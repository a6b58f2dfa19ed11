import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANDROID_STORE_FALLBACK_MS } from '@playeats/domain/constants';
import { createCapacitorPlatform } from './capacitor-platform.ts';
import type { NativePlatformName } from './mobile-rules.ts';
import type { NativePlugins } from './native-plugins.ts';
import type { PlatformHost, SafeAreaInsets } from './platform.ts';
import { PLAY_STORE_APP_URL, PLAY_STORE_WEB_URL } from './store-pages.ts';

type Listener = (event: Record<string, unknown>) => void;

/** Capacitor's plugins as the native side would answer, recording every call. */
function fakePlugins() {
  const listeners = new Map<string, Set<Listener>>();
  const calls: string[] = [];
  const record = (name: string) =>
    vi.fn(async (options?: unknown) => {
      calls.push(options === undefined ? name : `${name} ${JSON.stringify(options)}`);
    });
  const plugins = {
    app: {
      addListener: vi.fn(async (event: string, listener: Listener) => {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
        return { remove: async () => void set.delete(listener) };
      }),
      exitApp: record('exitApp'),
    },
    browser: { open: record('browser.open') },
    clipboard: { write: record('clipboard.write') },
    statusBar: { setOverlaysWebView: record('statusBar.overlay'), setStyle: record('statusBar.style') },
    splashScreen: { hide: record('splash.hide') },
    screenOrientation: { lock: record('orientation.lock'), unlock: record('orientation.unlock') },
  };
  const fire = (event: string, payload: Record<string, unknown>) =>
    listeners.get(event)?.forEach((listener) => listener(payload));
  return { plugins: plugins as unknown as NativePlugins, calls, fire, listeners };
}

/** Lets the plugin promises run (no timers: some tests hold the clock). */
async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function setup(options: { native?: NativePlatformName; shortSide?: number; insets?: SafeAreaInsets } = {}) {
  const fake = fakePlugins();
  const opened: string[] = [];
  const platform = createCapacitorPlatform({
    nativePlatform: () => options.native ?? 'ios',
    plugins: async () => fake.plugins,
    openSystemUrl: (url) => opened.push(url),
    readInsets: () => options.insets ?? { top: 0, right: 0, bottom: 0, left: 0 },
    screenShortSide: () => options.shortSide ?? 390,
    win: window,
  });
  const host = {
    path: '/dashboard',
    setInsets: vi.fn<PlatformHost['setInsets']>(),
    currentPath: () => host.path,
    navigate: vi.fn<PlatformHost['navigate']>(),
    goBack: vi.fn<PlatformHost['goBack']>(),
  };
  return { ...fake, platform, opened, host };
}

async function started(options: Parameters<typeof setup>[0] = {}) {
  const s = setup(options);
  const stop = s.platform.start!(s.host);
  running.push(stop);
  await vi.waitFor(() => expect(s.listeners.get('appUrlOpen')?.size).toBe(1));
  return { ...s, stop };
}

const running: (() => void)[] = [];

afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('the Capacitor platform', () => {
  it.each([
    ['ios', 'IOS_CLIENT'],
    ['android', 'ANDROID_CLIENT'],
  ] as const)('on %s the client type is %s, and it is mobile, not the overlay', (native, client) => {
    const { platform } = setup({ native });
    expect(platform.clientType()).toBe(client);
    expect(platform.isMobile).toBe(true);
    expect(platform.isOverlay).toBe(false);
  });

  it('puts the status bar height and the safe-area insets into the info state at start', async () => {
    const insets = { top: 47, right: 0, bottom: 34, left: 0 };
    const { host, calls } = await started({ insets });
    expect(host.setInsets).toHaveBeenCalledWith(47, insets);
    // iOS keeps its status bar over the page; light text on the dark app.
    await vi.waitFor(() => expect(calls).toContain('statusBar.style {"style":"DARK"}'));
    expect(calls.some((c) => c.startsWith('statusBar.overlay'))).toBe(false);
  });

  it('on Android the status bar keeps its own strip', async () => {
    const { calls } = await started({ native: 'android' });
    await vi.waitFor(() => expect(calls).toContain('statusBar.overlay {"overlay":false}'));
  });

  it('the Android back button goes back inside the app and leaves it at the root', async () => {
    const { host, fire, calls } = await started({ native: 'android' });
    host.path = '/account/addresses';
    fire('backButton', { canGoBack: true });
    expect(host.goBack).toHaveBeenCalledTimes(1);
    expect(calls).not.toContain('exitApp');

    host.path = '/dashboard';
    fire('backButton', { canGoBack: true });
    await settle();
    expect(host.goBack).toHaveBeenCalledTimes(1);
    expect(calls).toContain('exitApp');
  });

  it('going to the background counts as hidden (idle), coming back as visible', async () => {
    const { platform, fire, listeners } = setup();
    const seen: boolean[] = [];
    const stop = platform.onVisibilityChange((visible) => seen.push(visible));
    await vi.waitFor(() => expect(listeners.get('appStateChange')?.size).toBe(1));
    fire('appStateChange', { isActive: false });
    fire('appStateChange', { isActive: true });
    expect(seen).toEqual([false, true]);
    stop();
    await vi.waitFor(() => expect(listeners.get('appStateChange')?.size).toBe(0));
  });

  it.each([
    ['https://playeats.app/signupWithReferral/FRIEND42', '/signupWithReferral/FRIEND42'],
    ['https://playeats.app/signupWithCode/SPRING', '/signupWithCode/SPRING'],
    ['https://playeats.app/api/users/activate/tok-1', '/api/users/activate/tok-1'],
    ['https://playeats.app/api/users/resetPassword/tok-2?lang=fr', '/api/users/resetPassword/tok-2?lang=fr'],
    ['https://playeats.app/login/qr-token-3', '/login/qr-token-3'],
    ['playeats://signupWithReferral/FRIEND42', '/signupWithReferral/FRIEND42'],
  ])('a link that opens the app goes to its route: %s', async (url, path) => {
    const { host, fire } = await started();
    fire('appUrlOpen', { url });
    expect(host.navigate).toHaveBeenCalledWith(path);
  });

  it('ignores links it cannot route', async () => {
    const { host, fire } = await started();
    fire('appUrlOpen', { url: 'ftp://example.com/x' });
    fire('appUrlOpen', { url: 'not a url' });
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it.each([
    [767, 'orientation.lock {"orientation":"portrait"}'],
    [768, 'orientation.unlock'],
  ])('at a screen %i wide the orientation is: %s', async (shortSide, call) => {
    const { calls } = await started({ shortSide });
    await vi.waitFor(() => expect(calls).toContain(call));
    expect(calls.filter((c) => c.startsWith('orientation'))).toEqual([call]);
  });

  it('hides the splash screen at the first paint', async () => {
    const { calls } = await started();
    await vi.waitFor(() => expect(calls).toContain('splash.hide'));
  });

  it('copies with the native clipboard and opens external links in the system browser', async () => {
    const { platform, calls } = setup();
    await platform.copyToClipboard('FRIEND42');
    platform.openExternal('https://example.com/terms');
    await vi.waitFor(() => expect(calls).toContain('browser.open {"url":"https://example.com/terms"}'));
    expect(calls).toContain('clipboard.write {"string":"FRIEND42"}');
  });

  it("a link to another site clicked in a page opens in the system browser, the app's own do not", async () => {
    const { calls } = await started();
    const outside = Object.assign(document.createElement('a'), { href: 'https://example.com/faq', textContent: 'x' });
    const inside = Object.assign(document.createElement('a'), { href: '/partners', textContent: 'y' });
    document.body.append(outside, inside);
    const outsideClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(outsideClick);
    const insideClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    inside.dispatchEvent(insideClick);
    await vi.waitFor(() => expect(calls).toContain('browser.open {"url":"https://example.com/faq"}'));
    expect(outsideClick.defaultPrevented).toBe(true);
    expect(insideClick.defaultPrevented).toBe(false);
    outside.remove();
    inside.remove();
  });

  describe('the review button', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('on Android opens the Play Store app, then its web page after 1000 ms when nothing took the link', async () => {
      const { platform, opened, calls, listeners } = setup({ native: 'android' });
      platform.openReviewPage();
      await settle();
      expect(listeners.get('appStateChange')?.size).toBe(1);
      expect(opened).toEqual([PLAY_STORE_APP_URL]);
      await vi.advanceTimersByTimeAsync(ANDROID_STORE_FALLBACK_MS - 1);
      expect(calls.some((c) => c.startsWith('browser.open'))).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toContain(`browser.open {"url":"${PLAY_STORE_WEB_URL}"}`);
    });

    it('on Android, no fallback when the Play Store came to the front', async () => {
      const { platform, calls, fire, listeners } = setup({ native: 'android' });
      platform.openReviewPage();
      await settle();
      expect(listeners.get('appStateChange')?.size).toBe(1);
      fire('appStateChange', { isActive: false });
      await vi.advanceTimersByTimeAsync(ANDROID_STORE_FALLBACK_MS);
      expect(calls.some((c) => c.startsWith('browser.open'))).toBe(false);
    });

    it('on iOS opens the App Store review sheet', () => {
      const { platform, opened } = setup({ native: 'ios' });
      platform.openReviewPage();
      expect(opened).toEqual([
        expect.stringMatching(/^itms-apps:\/\/apps\.apple\.com\/app\/id\d+\?action=write-review$/),
      ]);
    });
  });
});
