import type { AdsAdapter } from './ads-adapter.ts';
import { localAds } from './local-ads.ts';
import { overwolfAds } from './overwolf-ads.ts';

/**
 * The ads adapter of this build: Overwolf's SDK in a packaged overlay (VITE_ADS=overwolf,
 * set by scripts/package-overwolf.mjs), the local stand-in everywhere else.
 */
export const adsAdapter: AdsAdapter = import.meta.env.VITE_ADS === 'overwolf' ? overwolfAds : localAds;
