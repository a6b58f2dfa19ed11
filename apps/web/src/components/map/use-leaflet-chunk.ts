import { useEffect, useRef, useState, type ComponentType } from 'react';

export type LeafletChunk<P> =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; Component: ComponentType<P> };

/**
 * Loads a map drawn by Leaflet once `wanted` (`load` imports its module): Leaflet's code
 * and styles never weigh on the first paint (decision 0024).
 */
export function useLeafletChunk<P>(wanted: boolean, load: () => Promise<ComponentType<P>>): LeafletChunk<P> {
  const [code, setCode] = useState<LeafletChunk<P>>({ state: 'loading' });
  const loader = useRef(load);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loader.current().then(
      (Component) => live && setCode({ state: 'ready', Component }),
      () => live && setCode({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return code;
}
