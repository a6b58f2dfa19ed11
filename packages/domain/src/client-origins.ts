/**
 * Where the native clients' pages come from, so the API can allow exactly those origins
 * (CORS) and the builds can name themselves. The web app is served by the API itself.
 */

/** The overlay's name and author in its Overwolf manifest; together they make its app UID. */
export const OVERLAY_APP_NAME = 'PlayEats';
export const OVERLAY_APP_AUTHOR = 'PlayEats';
/**
 * Overwolf's app UID for that name and author (the client derives it: SHA-1 of
 * "{'author':'…','name':'…'}", each byte as two letters, low nibble first; checked by
 * client-origins.test.ts). The overlay's pages are served from overwolf-extension://<uid>.
 */
export const OVERLAY_APP_UID = 'enendcganbjhjnbpjknpadhjckdglceoajefkecb';
export const OVERLAY_ORIGIN = `overwolf-extension://${OVERLAY_APP_UID}`;

/** Capacitor serves the app from these origins (its defaults: iosScheme capacitor, androidScheme https). */
export const IOS_APP_ORIGIN = 'capacitor://localhost';
export const ANDROID_APP_ORIGIN = 'https://localhost';

export const NATIVE_CLIENT_ORIGINS: readonly string[] = [OVERLAY_ORIGIN, IOS_APP_ORIGIN, ANDROID_APP_ORIGIN];
