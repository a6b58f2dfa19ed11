import { useEffect, useState } from 'react';
import { useAppDispatch } from '../app/hooks.ts';
import { trackingGameChanged } from '../features/meals/meals-slice.ts';
import type { TrackerSnapshot } from '../features/rewards/game-tracking/session-tracker.ts';
import { useBusMessage, useOverlay } from './overlay-context.tsx';

/**
 * The background's game tracking as this window sees it: meals.trackingGame follows it,
 * and the snapshot is returned for the timers. Asked for when the window opens.
 */
export function useTrackingState(): TrackerSnapshot | null {
  const dispatch = useAppDispatch();
  const { bus } = useOverlay();
  const [snapshot, setSnapshot] = useState<TrackerSnapshot | null>(null);
  useBusMessage('TRACKING_STATE', (next) => {
    setSnapshot(next);
    dispatch(trackingGameChanged(next.tracking));
  });
  useEffect(() => {
    void bus.send('TRACKING_STATE_REQUEST', null);
  }, [bus]);
  return snapshot;
}
