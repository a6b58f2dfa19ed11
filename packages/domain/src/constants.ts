export const APP_VERSION = '2.8.1';

export const CLIENT_TYPES = [
  'OW_DESKTOP_CLIENT',
  'OW_INGAME_CLIENT',
  'IOS_CLIENT',
  'ANDROID_CLIENT',
  'WEBAPP_CLIENT',
] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const BUILD_TARGETS = ['WEB', 'CAPACITOR', 'OVERWOLF'] as const;
export type BuildTarget = (typeof BUILD_TARGETS)[number];

export const BUCKS_PER_HOUR = 50;
export const DOUBLE_BUCKS_MULTIPLIER = 2;

export const DEFAULT_SEARCH_RADIUS = 5;

export const CONNECTIVITY_POLL_MS = 300_000;
/**
 * Spec section 9's "related parameter" of the connectivity poll: while the app is offline
 * (the connection-lost dialog's "we'll keep checking"), it checks again after 5 s, then
 * twice as long each time, never waiting more than this (docs/decisions/0027-spec-wiring.md).
 */
export const CONNECTIVITY_OFFLINE_RECHECK_MAX_MS = 120_000;
export const CONNECTIVITY_OFFLINE_RECHECK_FIRST_MS = 5_000;
export const IDLE_TIMEOUT_MS = 300_000;
export const GAME_SESSION_LIST_MAX = 5;

// Frozen because it is shared by every consumer; a stray assignment would
// silently resize ads app-wide.
export const AD_SIZE: Readonly<{ width: 160; height: 600 }> = Object.freeze({
  width: 160,
  height: 600,
});
export const AD_MIN_WINDOW_WIDTH = 1280;
export const TABLET_MIN_WIDTH = 768;
export const ANDROID_STORE_FALLBACK_MS = 1000;
export const EXPLAINER_NARROW_BREAKPOINT = 640;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const REFERRAL_DISCOUNT_CENTS = 500;
export const REFERRAL_CODE_VALID_DAYS = 7;

/**
 * The cookies that choose the pre-rendered landing pages (issue 17): the server sends a
 * pre-rendered /home or /partners in the language cookie's language, and only to a browser
 * that keeps nothing of the app (no `KEPT_STATE` cookie: a session, a picked place or
 * preferences change what the page shows). The web app writes both.
 */
export const PRERENDER_COOKIES = { language: 'i18next', keptState: 'playeats_kept' } as const;
