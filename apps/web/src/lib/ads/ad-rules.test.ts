import { describe, expect, it } from 'vitest';
import { adPlacement, type AdConditions } from './ad-rules.ts';

const shown: AdConditions = {
  signedIn: true,
  windowWidth: 1280,
  adsEnabled: true,
  disabledAds: false,
  anonymousMode: false,
};

describe('adPlacement (spec sections 2, 6, 9)', () => {
  it.each<[string, Partial<AdConditions>, ReturnType<typeof adPlacement>]>([
    ['signed in, 1280 wide, ads on', {}, 'end'],
    ['a wider window', { windowWidth: 2560 }, 'end'],
    ['1279 wide', { windowWidth: 1279 }, null],
    ['signed out', { signedIn: false }, null],
    ['ads off in the settings', { adsEnabled: false }, null],
    ['the user disabled ads', { disabledAds: true }, null],
    ['anonymous mode', { anonymousMode: true }, 'start'],
    ['anonymous mode, ads disabled', { anonymousMode: true, disabledAds: true }, null],
  ])('%s → %s', (_, change, expected) => {
    expect(adPlacement({ ...shown, ...change })).toBe(expected);
  });
});
