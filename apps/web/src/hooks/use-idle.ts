import { useEffect, useState } from 'react';
import { IDLE_TIMEOUT_MS } from '@playeats/domain/constants';
import { platform as defaultPlatform } from '../lib/platform/index.ts';
import type { Platform } from '../lib/platform/platform.ts';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart'] as const;

function pageIsHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * Idle flag (spec section 4): true after `timeoutMs` without a mouse move, key press,
 * scroll or touch, and at once while the page is hidden (browser tab, mobile app in the
 * background, overlay window minimized or hidden: the platform reports all of them).
 * Activity or coming back resets it.
 *
 * Activity is throttled by design: a listener only stamps the time of the last event
 * (mousemove fires dozens of times a second); the single timer, when it fires, checks
 * that stamp and re-arms for the remainder instead of being reset on every event.
 */
export function useIdle(timeoutMs: number = IDLE_TIMEOUT_MS, platform: Platform = defaultPlatform): boolean {
  const [idle, setIdle] = useState(pageIsHidden);

  useEffect(() => {
    let lastActivity = Date.now();
    let hidden = pageIsHidden();
    let isIdle = hidden;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const arm = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(check, delay);
    };
    const becomeIdle = () => {
      clearTimeout(timer);
      isIdle = true;
      setIdle(true);
    };
    const check = () => {
      const remaining = lastActivity + timeoutMs - Date.now();
      if (remaining > 0) arm(remaining);
      else becomeIdle();
    };
    const wake = () => {
      lastActivity = Date.now();
      isIdle = false;
      setIdle(false);
      arm(timeoutMs);
    };
    const onActivity = () => {
      // The overlay host can report a window hidden while its document still gets events.
      if (hidden) return;
      if (isIdle) wake();
      else lastActivity = Date.now();
    };

    const options: AddEventListenerOptions = { passive: true, capture: true };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, options);
    const stopVisibility = platform.onVisibilityChange((visible) => {
      hidden = !visible;
      if (visible) wake();
      else becomeIdle();
    });
    if (!isIdle) arm(timeoutMs);

    return () => {
      clearTimeout(timer);
      stopVisibility();
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, options);
    };
  }, [timeoutMs, platform]);

  return idle;
}
