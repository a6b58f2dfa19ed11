import { ANDROID_STORE_FALLBACK_MS } from '@playeats/domain/constants';
import {
  backButtonAction,
  clientTypeOf,
  deepLinkPath,
  orientationLockFor,
  type NativePlatformName,
} from './mobile-rules.ts';
import type { Style } from '@capacitor/status-bar';
import { loadNativePlugins, type NativePlugins } from './native-plugins.ts';
import type { Platform, PlatformHost, SafeAreaInsets } from './platform.ts';
import { createCapacitorPush } from './capacitor-push.ts';
import { readSafeAreaInsets } from './safe-area.ts';
import { createSystemBrowserAuthorizer } from './system-browser.ts';
import { appStoreReviewUrl, PLAY_STORE_APP_URL, PLAY_STORE_WEB_URL } from './store-pages.ts';
import { webPlatform } from './web-platform.ts';

/** What the adapter reads from its surroundings; the tests give fakes, the app the real ones. */
export interface CapacitorDeps {
  nativePlatform(): NativePlatformName;
  plugins(): Promise<NativePlugins>;
  /** Hands a store link (market://, itms-apps://) to the system, as the web view does for a navigation. */
  openSystemUrl(url: string): void;
  readInsets(): SafeAreaInsets;
  /** The screen's shorter side in CSS pixels (the orientation rule). */
  screenShortSide(): number;
  win: Window;
}

type Stop = () => void;

/** A listener from a plugin (added asynchronously), as a synchronous stop. */
function listen(add: () => Promise<{ remove: () => Promise<void> }>): Stop {
  const handle = add();
  return () => void handle.then((h) => h.remove()).catch(() => undefined);
}

/** Links to other sites open in the system's browser (Browser plugin), not in the app's web view. */
function externalLinkTarget(event: MouseEvent, win: Window): string | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented) return null;
  const url = new URL(anchor.href, win.location.href);
  if (!/^https?:$/.test(url.protocol) || url.origin === win.location.origin) return null;
  return url.href;
}

/**
 * The iOS and Android apps (Capacitor): the client type from the native platform, the
 * native clipboard, the system browser for external links, the app going to the
 * background counts as hidden (idle), the Android back button walks the router, links that
 * open the app go to their route, the store's review page, the orientation rule, the
 * insets into the info state, the splash screen hidden at the first paint, and push
 * notifications (capacitor-push.ts).
 */
export function createCapacitorPlatform(deps: CapacitorDeps): Platform {
  const withPlugins = (use: (p: NativePlugins) => Promise<unknown>) =>
    void deps
      .plugins()
      .then(use)
      .catch(() => undefined);

  const applyOrientation = () =>
    withPlugins(({ screenOrientation }) => {
      const lock = orientationLockFor(deps.screenShortSide());
      return lock ? screenOrientation.lock({ orientation: lock }) : screenOrientation.unlock();
    });

  const openExternal = (url: string) => withPlugins(({ browser }) => browser.open({ url }));
  const onVisibilityChange = (listener: (visible: boolean) => void): Stop => {
    let stopApp: Stop = () => undefined;
    let stopped = false;
    void deps.plugins().then(({ app }) => {
      if (!stopped) stopApp = listen(() => app.addListener('appStateChange', ({ isActive }) => listener(isActive)));
    });
    const stopPage = webPlatform.onVisibilityChange(listener);
    return () => {
      stopped = true;
      stopApp();
      stopPage();
    };
  };

  return {
    name: 'capacitor',
    isOverlay: false,
    isMobile: true,
    clientType: () => clientTypeOf(deps.nativePlatform()),
    async copyToClipboard(text) {
      const { clipboard } = await deps.plugins();
      await clipboard.write({ string: text });
    },
    openExternal,
    onVisibilityChange,
    preferredLanguage: webPlatform.preferredLanguage,
    onPreferredLanguageChange: webPlatform.onPreferredLanguageChange,
    authorizeInSystemBrowser: createSystemBrowserAuthorizer(deps.plugins, deps.win),
    push: createCapacitorPush(deps),
    openReviewPage() {
      if (deps.nativePlatform() !== 'android') {
        deps.openSystemUrl(appStoreReviewUrl());
        return;
      }
      // Spec section 9: the Play Store app, or its web page when nothing took the link
      // (no Play Store: the app is still in front after 1000 ms).
      let left = false;
      const stop = onVisibilityChange((visible) => {
        if (!visible) left = true;
      });
      deps.openSystemUrl(PLAY_STORE_APP_URL);
      deps.win.setTimeout(() => {
        stop();
        if (!left) openExternal(PLAY_STORE_WEB_URL);
      }, ANDROID_STORE_FALLBACK_MS);
    },
    start(host: PlatformHost) {
      const { win } = deps;
      const stops: Stop[] = [];
      const publishInsets = () => {
        const insets = deps.readInsets();
        host.setInsets(insets.top, insets);
      };
      const onResize = () => {
        publishInsets();
        applyOrientation();
      };
      const onClick = (event: MouseEvent) => {
        const url = externalLinkTarget(event, win);
        if (!url) return;
        event.preventDefault();
        openExternal(url);
      };
      win.addEventListener('resize', onResize);
      win.document.addEventListener('click', onClick);
      stops.push(() => win.removeEventListener('resize', onResize));
      stops.push(() => win.document.removeEventListener('click', onClick));
      publishInsets();
      applyOrientation();
      let stopped = false;
      void deps.plugins().then(({ app, statusBar, splashScreen }) => {
        if (stopped) return;
        // iOS draws the page under the status bar (the page keeps clear of it with the
        // safe-area insets); Android's web view leaves the bar its own strip (its insets
        // are not reliable in every web view), edge to edge or not (adjustMarginsForEdgeToEdge).
        if (deps.nativePlatform() === 'android') {
          void statusBar.setOverlaysWebView({ overlay: false }).catch(() => undefined);
        }
        // The app is dark: light text in the status bar.
        void statusBar.setStyle({ style: 'DARK' as Style }).catch(() => undefined);
        stops.push(
          listen(() =>
            app.addListener('backButton', ({ canGoBack }) => {
              if (backButtonAction(host.currentPath(), canGoBack) === 'back') host.goBack();
              else void app.exitApp();
            }),
          ),
          listen(() =>
            app.addListener('appUrlOpen', ({ url }) => {
              const path = deepLinkPath(url);
              if (path) host.navigate(path);
            }),
          ),
        );
        // The first paint (the boot logo) is on screen: the native splash can go.
        win.requestAnimationFrame(() => void splashScreen.hide().catch(() => undefined));
      });
      return () => {
        stopped = true;
        stops.splice(0).forEach((stop) => stop());
      };
    },
  };
}

/** The real surroundings of the CAPACITOR build (called only there: lib/platform/index.ts). */
export const capacitorDeps = (): CapacitorDeps => ({
  // Capacitor's native bridge defines it before the page loads (@capacitor/core, loaded
  // with the plugins, keeps it): no import, so the other builds never bundle the core.
  nativePlatform: () =>
    ((globalThis as { Capacitor?: { getPlatform?: () => string } }).Capacitor?.getPlatform?.() ??
      'web') as NativePlatformName,
  plugins: loadNativePlugins,
  openSystemUrl: (url) => window.location.assign(url),
  readInsets: () => readSafeAreaInsets(),
  screenShortSide: () => Math.min(window.screen.width, window.screen.height),
  win: window,
});
