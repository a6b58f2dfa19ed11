import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeocodeCandidateDto } from '@playeats/contracts/geocoding';
import { reverseGeocode } from '../../lib/api/geocode.ts';
import { getCurrentPosition } from '../../lib/geolocation.ts';

type Status = 'idle' | 'locating' | 'denied' | 'unavailable' | 'timeout' | 'nothing' | 'failed';

export interface LocateButtonProps {
  /** The address found where the device is, and the device's own position (the pin). */
  onFound: (candidate: GeocodeCandidateDto, position: { lat: number; lng: number }) => void;
}

/**
 * "Use my location": the browser's position (asked only on the press), then the address
 * there (GET /api/geocode/reverse). Every way it can fail is said, with the form still
 * there to type into.
 */
export function LocateButton({ onFound }: LocateButtonProps) {
  const { t } = useTranslation('ordering');
  const [status, setStatus] = useState<Status>('idle');
  const locate = async () => {
    setStatus('locating');
    const found = await getCurrentPosition();
    if (found.kind !== 'position') {
      setStatus(found.kind);
      return;
    }
    try {
      const { item } = await reverseGeocode(found.position);
      setStatus(item ? 'idle' : 'nothing');
      if (item) onFound(item, found.position);
    } catch (error) {
      console.warn('reverse geocoding failed', error);
      setStatus('failed');
    }
  };
  const locating = status === 'locating';
  return (
    <div className="address-locate">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={locating}
        aria-busy={locating || undefined}
        onClick={() => void locate()}
      >
        {locating ? t('address.locate.locating') : t('address.locate.button')}
      </button>
      {status !== 'idle' && !locating && (
        <p className="address-locate__problem" role="alert">
          {t(`address.locate.${status}`)}
        </p>
      )}
    </div>
  );
}
