import type { AppPlugin } from '@capacitor/app';
import type { BrowserPlugin } from '@capacitor/browser';
import type { ClipboardPlugin } from '@capacitor/clipboard';
import type { PushNotificationsPlugin } from '@capacitor/push-notifications';
import type { ScreenOrientationPlugin } from '@capacitor/screen-orientation';
import type { SplashScreenPlugin } from '@capacitor/splash-screen';
import type { StatusBarPlugin } from '@capacitor/status-bar';

/** The Capacitor plugins the mobile adapter uses (the only code that calls them). */
export interface NativePlugins {
  app: Pick<AppPlugin, 'addListener' | 'exitApp'>;
  browser: Pick<BrowserPlugin, 'open' | 'close' | 'addListener'>;
  clipboard: Pick<ClipboardPlugin, 'write'>;
  statusBar: Pick<StatusBarPlugin, 'setOverlaysWebView' | 'setStyle'>;
  splashScreen: Pick<SplashScreenPlugin, 'hide'>;
  screenOrientation: Pick<ScreenOrientationPlugin, 'lock' | 'unlock'>;
  push: Pick<
    PushNotificationsPlugin,
    'checkPermissions' | 'requestPermissions' | 'register' | 'unregister' | 'addListener'
  >;
}

let loaded: Promise<NativePlugins> | null = null;

/**
 * Loaded on first use: each plugin registers itself with Capacitor when imported, which the
 * web and overlay bundles must not do (they never reach this function).
 */
export function loadNativePlugins(): Promise<NativePlugins> {
  loaded ??= Promise.all([
    import('@capacitor/app'),
    import('@capacitor/browser'),
    import('@capacitor/clipboard'),
    import('@capacitor/status-bar'),
    import('@capacitor/splash-screen'),
    import('@capacitor/screen-orientation'),
    import('@capacitor/push-notifications'),
  ]).then(([app, browser, clipboard, statusBar, splashScreen, screenOrientation, push]) => ({
    app: app.App,
    browser: browser.Browser,
    clipboard: clipboard.Clipboard,
    statusBar: statusBar.StatusBar,
    splashScreen: splashScreen.SplashScreen,
    screenOrientation: screenOrientation.ScreenOrientation,
    push: push.PushNotifications,
  }));
  return loaded;
}
