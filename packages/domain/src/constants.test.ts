import { describe, it, expect } from 'vitest';
import * as constants from './constants.ts';

describe('constants', () => {
  it('match the product spec', () => {
    expect({ ...constants }).toEqual({
      APP_VERSION: '2.8.1',
      CLIENT_TYPES: ['OW_DESKTOP_CLIENT', 'OW_INGAME_CLIENT', 'IOS_CLIENT', 'ANDROID_CLIENT', 'WEBAPP_CLIENT'],
      BUILD_TARGETS: ['WEB', 'CAPACITOR', 'OVERWOLF'],
      BUCKS_PER_HOUR: 50,
      DOUBLE_BUCKS_MULTIPLIER: 2,
      DEFAULT_SEARCH_RADIUS: 5,
      CONNECTIVITY_POLL_MS: 300000,
      IDLE_TIMEOUT_MS: 300000,
      GAME_SESSION_LIST_MAX: 5,
      AD_SIZE: { width: 160, height: 600 },
      AD_MIN_WINDOW_WIDTH: 1280,
      TABLET_MIN_WIDTH: 768,
      ANDROID_STORE_FALLBACK_MS: 1000,
      EXPLAINER_NARROW_BREAKPOINT: 640,
      CHUNK_LOAD_TIMEOUT_MS: 120000,
      REFERRAL_DISCOUNT_CENTS: 500,
      REFERRAL_CODE_VALID_DAYS: 7,
    });
  });

  it('freezes the shared ad size', () => {
    expect(Object.isFrozen(constants.AD_SIZE)).toBe(true);
  });
});
