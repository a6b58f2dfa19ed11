import { useCallback, useState } from 'react';
import { useAppSelector } from '../../../app/hooks.ts';
import { readJson, removeItem, writeJson } from '../../../lib/storage.ts';
import { selectDemoAddress, selectUserInfo } from '../../auth/auth-slice.ts';
import { locationOfAddress, parseSearchLocation, type SearchLocation } from '../search-location.ts';

/** Session storage: a place picked in this tab survives a reload, and logout clears it. */
export const SEARCH_LOCATION_KEY = 'nearbyLocation';

/**
 * Where nearby searches are centred: the place the person picked in this tab (their
 * position or a typed place), else the demo address in demo mode, else their saved
 * address when it has a position; null when none of these is known yet.
 */
export function useSearchLocation() {
  const demoAddress = useAppSelector(selectDemoAddress);
  const savedAddress = useAppSelector(selectUserInfo)?.address ?? null;
  const [picked, setPicked] = useState<SearchLocation | null>(() =>
    parseSearchLocation(readJson('session', SEARCH_LOCATION_KEY)),
  );
  const demo = locationOfAddress(demoAddress, 'demo');
  const saved = locationOfAddress(savedAddress, 'saved');

  const choose = useCallback((location: SearchLocation) => {
    setPicked(location);
    writeJson('session', SEARCH_LOCATION_KEY, location);
  }, []);

  /** Back to the default (demo or saved address), forgetting the picked place. */
  const forget = useCallback(() => {
    setPicked(null);
    removeItem('session', SEARCH_LOCATION_KEY);
  }, []);

  // The demo address picked on /demo stops counting once demo mode is left.
  const current = picked?.source === 'demo' && !demo ? null : picked;
  return { location: current ?? demo ?? saved, picked: current, demo, saved, choose, forget };
}
