import { useTranslation } from 'react-i18next';
import { useBrowserLocation } from '../hooks/use-browser-location.ts';
import type { SearchLocation } from '../search-location.ts';

interface UseMyLocationProps {
  /** Should be stable (useCallback): the position found, as a search location. */
  onFound: (location: SearchLocation) => void;
  /** Use the position at once when the browser already allows it (no prompt shows). */
  auto: boolean;
  /** When the position cannot be had: move on to typing a place. */
  onTypeInstead: () => void;
}

/** "Use my current location", and what to do instead when the browser refuses or fails. */
export function UseMyLocation({ onFound, auto, onTypeInstead }: UseMyLocationProps) {
  const { t } = useTranslation('restaurants');
  const browser = useBrowserLocation(onFound, { auto });
  return (
    <div className="use-my-location">
      <button
        type="button"
        className="btn btn-primary"
        disabled={browser.status === 'locating'}
        onClick={() => void browser.locate()}
      >
        {browser.status === 'locating' ? t('location.locating') : t('location.useMine')}
      </button>
      {(browser.status === 'denied' || browser.status === 'unavailable' || browser.status === 'timeout') && (
        <p className="location-problem" role="alert">
          {t(`location.problem.${browser.status}`)}{' '}
          <button type="button" className="link-button" onClick={onTypeInstead}>
            {t('location.typeInstead')}
          </button>
        </p>
      )}
    </div>
  );
}
