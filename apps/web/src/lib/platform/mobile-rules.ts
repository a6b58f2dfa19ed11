import { TABLET_MIN_WIDTH, type ClientType } from '@playeats/domain/constants';
import { defaultClientType } from '../build-info.ts';

/**
 * The mobile apps' rules that need no native plugin, each a pure function so the
 * adapter's tests and the e2e read the same thing (spec sections 2 and 9).
 */

/** Capacitor's platform name as it reaches the app: 'ios', 'android' or 'web'. */
export type NativePlatformName = 'ios' | 'android' | 'web';

/**
 * The app's client type on that platform (spec section 1). Without a native bridge (the
 * bundle opened in a browser), the browser's user agent decides.
 */
export function clientTypeOf(name: NativePlatformName): ClientType {
  if (name === 'android') return 'ANDROID_CLIENT';
  if (name === 'ios') return 'IOS_CLIENT';
  return defaultClientType('CAPACITOR');
}

/**
 * Portrait on phones; free on tablets (spec section 9: at least 768 wide). The width is
 * the screen's shorter side, so a phone held sideways is still a phone.
 */
export function orientationLockFor(screenShortSide: number): 'portrait' | null {
  return screenShortSide >= TABLET_MIN_WIDTH ? null : 'portrait';
}

/** Where the Android back button leaves the app instead of going back. */
const ROOT_PATHS = new Set(['/', '/home', '/dashboard']);

/** The Android back button: back in the router, or out of the app at a root page or an empty history. */
export function backButtonAction(path: string, canGoBack: boolean): 'back' | 'exit' {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return canGoBack && !ROOT_PATHS.has(normalized) ? 'back' : 'exit';
}

/** The app's own link scheme (iOS URL type, Android intent filter): playeats://signupWithReferral/ABC. */
export const APP_URL_SCHEME = 'playeats';

/**
 * The route a link that opened the app goes to: an App Link / universal link keeps its
 * path (activation, password reset, /signupWithReferral/…, /signupWithCode/…, QR sign-in),
 * the app's own scheme reads its host as the first segment. Anything else: null.
 */
export function deepLinkPath(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const rest = `${url.search}${url.hash}`;
  if (url.protocol === `${APP_URL_SCHEME}:`) {
    const path = `/${url.host}${url.pathname}`.replace(/\/{2,}/g, '/');
    return `${path.length > 1 ? path.replace(/\/$/, '') : path}${rest}`;
  }
  if (url.protocol !== 'https:') return null;
  return `${url.pathname}${rest}`;
}
