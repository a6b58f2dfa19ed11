import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../app/hooks.ts';
import type { RootState } from '../app/store.ts';
import { scrollYPositionSaved, selectScrollYPosition } from '../features/auth/auth-slice.ts';

/** Events that mean the person scrolls themselves (a scrollbar drag starts with mousedown): the restore is off. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * How many frames the restore waits for the content (the meals and panels load after the
 * first paint) to grow tall enough: about two seconds at 60 frames a second. Then it
 * scrolls as far as the page goes and stops.
 */
export const SCROLL_RESTORE_MAX_FRAMES = 120;

/**
 * auth.scrollYPosition (spec sections 3 and 4): the page that calls this (the dashboard)
 * keeps its scroll position across navigation. Leaving saves window.scrollY; coming back
 * scrolls there once: as soon as the content is tall enough to reach it, or after
 * SCROLL_RESTORE_MAX_FRAMES frames, whichever comes first; never after the person has
 * scrolled themselves, and never again after that one time. Logout clears it with the session.
 */
export function useKeptScrollPosition(): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    const target = selectScrollYPosition(store.getState());
    let frame: number | undefined;
    let framesLeft = SCROLL_RESTORE_MAX_FRAMES;
    const stop = () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
      for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop, true);
    };
    const check = () => {
      frame = undefined;
      framesLeft -= 1;
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      if (reachable >= target || framesLeft <= 0) {
        stop();
        window.scrollTo(0, target);
      } else {
        frame = requestAnimationFrame(check);
      }
    };
    if (target > 0) {
      for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
      check();
    }
    return () => {
      stop();
      dispatch(scrollYPositionSaved(window.scrollY));
    };
  }, [dispatch, store]);
}
