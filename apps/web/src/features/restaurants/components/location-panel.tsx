import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivateText } from '../../../components/private-text/private-text.tsx';
import type { SearchLocation } from '../search-location.ts';
import { PlaceSearch } from './place-search.tsx';
import { UseMyLocation } from './use-my-location.tsx';

interface LocationPanelProps {
  location: SearchLocation | null;
  /** The demo or saved address, offered as choices when there is one. */
  demo: SearchLocation | null;
  saved: SearchLocation | null;
  onChoose: (location: SearchLocation) => void;
  /** The panel's heading; "Your location" by default. */
  title?: string;
}

/**
 * Where the search is centred, and the ways to change it: the browser's position, a
 * typed city or postal code, or the demo or saved address. Opens by itself while no
 * location is known.
 */
export function LocationPanel({ location, demo, saved, onChoose, title }: LocationPanelProps) {
  const { t } = useTranslation('restaurants');
  const hide = usePrivateText();
  const [changing, setChanging] = useState(false);
  const headingId = useId();
  const changeRef = useRef<HTMLButtonElement>(null);
  const placeInputRef = useRef<HTMLInputElement>(null);
  const open = changing || location === null;

  const choose = useCallback(
    (next: SearchLocation) => {
      onChoose(next);
      setChanging(false);
    },
    [onChoose],
  );

  // After a choice made in the chooser, the "Change" button is where it was: the focus
  // goes there rather than back to the top of the page. Not when the page found the
  // position by itself: that must not move anyone's focus.
  const focusInChooser = useRef(false);
  useEffect(() => {
    if (open) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focusInChooser.current && lost) changeRef.current?.focus();
    focusInChooser.current = false;
  }, [open]);

  // The saved address and a typed place (it may be a street address) are the person's own: masked in streamer mode.
  const labelOf = (at: SearchLocation) =>
    at.label === null ? t(`location.source.${at.source}`) : at.source === 'demo' ? at.label : hide(at.label);
  const where = location === null ? '' : location.source === 'browser' ? t('location.current') : labelOf(location);

  return (
    <section className="location-panel card" aria-labelledby={headingId}>
      <h2 id={headingId} className="location-title">
        {title ?? t('location.title')}
      </h2>
      {location && (
        <div className="location-current">
          <p>
            {t('location.searchingNear')} <strong>{where}</strong>
          </p>
          {!open && (
            <button ref={changeRef} type="button" className="btn btn-secondary" onClick={() => setChanging(true)}>
              {t('location.change')}
            </button>
          )}
        </div>
      )}
      {open && (
        <div
          className="location-chooser stack"
          onFocus={() => {
            focusInChooser.current = true;
          }}
        >
          {location === null && <p>{t('location.needed')}</p>}
          <UseMyLocation
            onFound={choose}
            auto={location === null}
            onTypeInstead={() => placeInputRef.current?.focus()}
          />
          <PlaceSearch inputRef={placeInputRef} onChoose={choose} />
          {(demo || saved) && (
            <div className="location-addresses">
              {saved && (
                <button type="button" className="btn btn-secondary" onClick={() => choose(saved)}>
                  {t('location.useSaved')}
                </button>
              )}
              {demo && (
                <button type="button" className="btn btn-secondary" onClick={() => choose(demo)}>
                  {t('location.useDemo')}
                </button>
              )}
            </div>
          )}
          {!demo && (
            <p className="muted">
              {t('location.demoHint')} <Link to="/demo">{t('location.demoLink')}</Link>
            </p>
          )}
          {location && (
            <button type="button" className="btn btn-ghost" onClick={() => setChanging(false)}>
              {t('location.keep')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
