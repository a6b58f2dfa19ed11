import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_SIZE } from '@playeats/domain/constants';
import { useAppSelector } from '../../app/hooks.ts';
import { selectEnv, selectIsSignedIn, selectUserInfo } from '../../features/auth/auth-slice.ts';
import { adPlacement } from '../../lib/ads/ad-rules.ts';
import type { AdSlot } from '../../lib/ads/ads-adapter.ts';
import { adsAdapter } from '../../lib/ads/index.ts';
import { logger } from '../../lib/logger.ts';
import { platform } from '../../lib/platform/index.ts';

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/**
 * The vertical 160x600 ad beside the pages (spec sections 2, 6, 9; the rule is
 * lib/ads/ad-rules.ts). The ad library loads only when the ad is to show; the ad is
 * removed while the window is minimized or hidden, and back when it is shown again.
 */
export function OverlayAd() {
  const { t } = useTranslation('overlay');
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUserInfo);
  const env = useAppSelector(selectEnv);
  const width = useWindowWidth();
  const placement = adPlacement({
    signedIn,
    windowWidth: width,
    adsEnabled: env?.adsEnabled ?? false,
    disabledAds: user?.disabledAds ?? false,
    anonymousMode: user?.anonymousMode ?? false,
  });
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!placement || !element) return;
    let slot: AdSlot | null = null;
    let gone = false;
    adsAdapter
      .mount(element)
      .then((mounted) => {
        if (gone) mounted.remove();
        else slot = mounted;
      })
      .catch((error: unknown) => logger.warn('the ad could not load', error));
    const stopVisibility = platform.onVisibilityChange((visible) => (visible ? slot?.resume() : slot?.pause()));
    return () => {
      gone = true;
      stopVisibility();
      slot?.remove();
    };
  }, [placement]);

  if (!placement) return null;
  return (
    <aside className={`overlay-ad overlay-ad--${placement}`} aria-label={t('ad.label')}>
      <div ref={container} className="overlay-ad-slot" style={{ width: AD_SIZE.width, height: AD_SIZE.height }} />
    </aside>
  );
}
