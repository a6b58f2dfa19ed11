import { useSyncExternalStore } from 'react';
import { EXPLAINER_NARROW_BREAKPOINT } from '@playeats/domain/constants';

/** Spec section 9: the explainer's narrow layout is for screens 640 px wide or less. */
export const NARROW_SCREEN_QUERY = `(max-width: ${EXPLAINER_NARROW_BREAKPOINT}px)`;

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches now, following changes; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = hasMatchMedia() ? window.matchMedia(query) : null;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => (hasMatchMedia() ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export function useIsNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY);
}
