import { AD_MIN_WINDOW_WIDTH } from '@playeats/domain/constants';

export interface AdConditions {
  signedIn: boolean;
  /** The window's width in CSS pixels. */
  windowWidth: number;
  /** The environment settings' adsEnabled (an operator can turn ads off for everyone). */
  adsEnabled: boolean;
  /** The user's own choice (spec section 6: disabledAds, no ad shown). */
  disabledAds: boolean;
  /** Spec section 6: anonymous mode shifts the ad's position. */
  anonymousMode: boolean;
}

export type AdPlacement = 'end' | 'start';

/**
 * Spec sections 2, 6 and 9: the vertical 160x600 ad shows only in the overlay, to a
 * signed-in user, when the window is at least 1280 wide and ads are not disabled (by the
 * settings or by the user). Anonymous mode moves it from the window's end to its start,
 * away from the account area.
 */
export function adPlacement(c: AdConditions): AdPlacement | null {
  if (!c.signedIn || !c.adsEnabled || c.disabledAds || c.windowWidth < AD_MIN_WINDOW_WIDTH) return null;
  return c.anonymousMode ? 'start' : 'end';
}
