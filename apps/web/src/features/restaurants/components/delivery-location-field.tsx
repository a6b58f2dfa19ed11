import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchLocation } from '../hooks/use-search-location.ts';
import type { SearchLocation } from '../search-location.ts';
import { PlaceSearch } from './place-search.tsx';
import { UseMyLocation } from './use-my-location.tsx';
import './restaurants.css';
import './delivery-location-field.css';

/**
 * "Where should we deliver?" on the landing page: a typed city or postal code, or the
 * browser's position, then the restaurants around it (/nearby, which reads the place the
 * same way it remembers its own choice: this tab's session storage).
 */
export function DeliveryLocationField() {
  const { t } = useTranslation('restaurants');
  const navigate = useNavigate();
  const { choose } = useSearchLocation();
  const headingId = useId();
  const placeInputRef = useRef<HTMLInputElement>(null);
  const go = useCallback(
    (location: SearchLocation) => {
      choose(location);
      void navigate('/nearby');
    },
    [choose, navigate],
  );
  return (
    <section className="delivery-field card" aria-labelledby={headingId}>
      <h2 id={headingId} className="delivery-field-title">
        {t('deliver.title')}
      </h2>
      <PlaceSearch inputRef={placeInputRef} onChoose={go} />
      <div className="delivery-field-or">
        <span className="muted">{t('deliver.or')}</span>
        <UseMyLocation onFound={go} auto={false} onTypeInstead={() => placeInputRef.current?.focus()} />
      </div>
    </section>
  );
}
