import { useCallback, useEffect, useState } from 'react';
import { geolocationPermission, getCurrentPosition } from '../../../lib/geolocation.ts';
import type { SearchLocation } from '../search-location.ts';

export type BrowserLocationStatus = 'idle' | 'locating' | 'denied' | 'unavailable' | 'timeout';

/**
 * The browser's position as a search location (`onFound` should be stable). Asks only when the person presses the
 * button, except when they already allowed it: then it is used at once (no prompt shows).
 */
export function useBrowserLocation(onFound: (location: SearchLocation) => void, { auto }: { auto: boolean }) {
  const [status, setStatus] = useState<BrowserLocationStatus>('idle');
  const locate = useCallback(async () => {
    setStatus('locating');
    const result = await getCurrentPosition();
    if (result.kind === 'position') {
      setStatus('idle');
      onFound({ source: 'browser', position: result.position, label: null });
    } else {
      setStatus(result.kind);
    }
  }, [onFound]);

  useEffect(() => {
    if (!auto) return;
    let cancelled = false;
    void geolocationPermission().then((permission) => {
      if (!cancelled && permission === 'granted') void locate();
    });
    return () => {
      cancelled = true;
    };
  }, [auto, locate]);

  return { status, locate };
}
