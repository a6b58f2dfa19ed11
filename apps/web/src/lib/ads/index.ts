import type { AdsAdapter } from './ads-adapter.ts';
import { localAds } from './local-ads.ts';
import { overwolfAds } from './overwolf-ads.ts';

/** The page may name the adapter (the overlay simulator serves the packaged build with the stand-in). */
function chosen(): string | undefined {
  return (
    globalThis.document?.querySelector<HTMLMetaElement>('meta[name="playeats-ads"]')?.content ??
    import.meta.env.VITE_ADS
  );
}

/**
 * The ads adapter: Overwolf's SDK in a packaged overlay (VITE_ADS=overwolf, set by
 * scripts/package-overwolf.mjs), the local stand-in everywhere else.
 */
export const adsAdapter: AdsAdapter = chosen() === 'overwolf' ? overwolfAds : localAds;
