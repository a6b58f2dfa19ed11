import { APP_VERSION, type BuildTarget, type ClientType } from '@playeats/domain/constants';

export const BUILD_TARGET: BuildTarget = typeof __BUILD_TARGET__ === 'undefined' ? 'WEB' : __BUILD_TARGET__;
export const APPLICATION_VERSION = APP_VERSION;

export const isOverwolfBuild = BUILD_TARGET === 'OVERWOLF';
export const isCapacitorBuild = BUILD_TARGET === 'CAPACITOR';

/**
 * The client type the API is told (the `application` field of spec section 7). Mobile
 * and overlay builds know more than the build target (which OS, which window) at run
 * time, so their platform adapters refine it.
 */
export function defaultClientType(target: BuildTarget = BUILD_TARGET): ClientType {
  switch (target) {
    case 'OVERWOLF':
      return 'OW_DESKTOP_CLIENT';
    case 'CAPACITOR':
      return /android/i.test(globalThis.navigator?.userAgent ?? '') ? 'ANDROID_CLIENT' : 'IOS_CLIENT';
    default:
      return 'WEBAPP_CLIENT';
  }
}
