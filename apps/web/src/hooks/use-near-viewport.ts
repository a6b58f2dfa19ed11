import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come near the screen (within `margin` of it): something heavy
 * below the fold (a map: Leaflet's code, its tiles and their layout) starts only when the
 * person scrolls towards it, not in the middle of the page's own start (issue 17: the
 * restaurant page's blocking time). Once near, it stays so. The margin is the screen's: in
 * a scrolling panel (the overlay's windows) the element counts once it shows. Without
 * IntersectionObserver (an old browser, tests' DOM), everything counts as near.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [useCallback((el: T | null) => setElement(el), []), near];
}
