/**
 * The links that open the mobile apps when they are installed (Android App Links, iOS
 * universal links) instead of the browser: activation and password reset, referral and
 * promo sign-up, QR sign-in and e-mail verification. One list for the server's
 * well-known files and the native projects' intent filters (scripts/build-mobile.mjs).
 */
export const APP_LINK_PATH_PREFIXES: readonly string[] = [
  '/api/users/activate/',
  '/api/users/resetPassword/',
  '/signupWithReferral/',
  '/signupWithCode/',
  '/login/',
  '/signup/',
  '/socialLogin/',
  '/socialSignup/',
  '/verifyemail/',
];

/** The apps' identifiers: capacitor.config.ts's appId is both the Android package and the iOS bundle id. */
export const MOBILE_APP_ID = 'com.playeats.app';
