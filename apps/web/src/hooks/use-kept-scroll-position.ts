import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../app/hooks.ts';
import type { RootState } from '../app/store.ts';
import { scrollYPositionSaved, selectScrollYPosition } from '../features/auth/auth-slice.ts';

/** Events that mean the person scrolls themselves: the restore stops following the content. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * auth.scrollYPosition (spec sections 3 and 4): the page that calls this (the dashboard)
 * keeps its scroll position across navigation. Leaving saves window.scrollY; coming back
 * scrolls there again once the content is tall enough (the meals and panels load after
 * the first paint), unless the person scrolls first. Logout clears it with the session.
 */
export function useKeptScrollPosition(): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    const target = selectScrollYPosition(store.getState());
    let following = target > 0;
    let observer: ResizeObserver | undefined;
    const stop = () => {
      following = false;
      observer?.disconnect();
      for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop, true);
    };
    const tryRestore = () => {
      if (!following) return;
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 1) stop();
    };
    if (following) {
      for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(tryRestore);
        observer.observe(document.body);
      }
      tryRestore();
    }
    return () => {
      stop();
      dispatch(scrollYPositionSaved(window.scrollY));
    };
  }, [dispatch, store]);
}
