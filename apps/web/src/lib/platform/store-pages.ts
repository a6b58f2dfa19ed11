/** The mobile apps' store pages (the review button, spec section 7). */

/** The Android app's package name: capacitor.config.ts's appId. */
export const ANDROID_PACKAGE = 'com.playeats.app';

/** The App Store's id of the iOS app, set at build time (MOBILE_IOS_APP_STORE_ID). */
function iosAppStoreId(): string {
  const value: unknown = import.meta.env.VITE_IOS_APP_STORE_ID;
  return typeof value === 'string' && value !== '' ? value : '0';
}

/** The Play Store app's page (it opens on the reviews' tab), then the web store's. */
export const PLAY_STORE_APP_URL = `market://details?id=${ANDROID_PACKAGE}`;
export const PLAY_STORE_WEB_URL = `https://play.google.com/store/apps/details?id=${ANDROID_PACKAGE}`;

/** The App Store's review sheet for the iOS app. */
export function appStoreReviewUrl(): string {
  return `itms-apps://apps.apple.com/app/id${iosAppStoreId()}?action=write-review`;
}
