import type { OwAd } from '@overwolf/types/owads';
import type { AdsAdapter } from './ads-adapter.ts';
import { VERTICAL_AD } from './ads-adapter.ts';

/** Overwolf's ad library (spec section 7), loaded only when an ad is to show. */
export const OWADS_SCRIPT_URL = 'https://content.overwolf.com/libs/ads/latest/owads.min.js';

type OwAdConstructor = typeof OwAd;

let loading: Promise<OwAdConstructor> | null = null;

function loadLibrary(): Promise<OwAdConstructor> {
  loading ??= new Promise<OwAdConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = OWADS_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      // An ad blocker may answer the request and leave no OwAd behind.
      const OwAd = (window as unknown as { OwAd?: OwAdConstructor }).OwAd;
      if (OwAd) resolve(OwAd);
      else reject(new Error('the ad library loaded without OwAd'));
    };
    script.onerror = () => reject(new Error('the ad library did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Overwolf's ads SDK: one OwAd per container; removed while the window is minimized or
 * hidden and refreshed when it is back, shut down when the slot goes (Overwolf's rules).
 */
export const overwolfAds: AdsAdapter = {
  name: 'overwolf',
  async mount(container) {
    const OwAd = await loadLibrary();
    const ad = new OwAd(container, { size: VERTICAL_AD });
    return {
      pause: () => void ad.removeAd(),
      resume: () => void ad.refreshAd(null),
      remove: () => void ad.shutdown(),
    };
  },
};
