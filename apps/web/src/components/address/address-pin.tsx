import { useTranslation } from 'react-i18next';
import type { MapTiles } from '@playeats/contracts/settings';
import { pinZoom } from '../map/map-model.ts';
import { PinMap } from '../map/pin-map.tsx';
import { movedPlace, precisionKey, type KeptPlace } from './address-place.ts';

export interface AddressPinProps {
  tiles: MapTiles | null | undefined;
  place: KeptPlace;
  onMove: (place: KeptPlace) => void;
}

/** How precisely the address is placed, in words, and the pin to move to the door. */
export function AddressPin({ tiles, place, onMove }: AddressPinProps) {
  const { t } = useTranslation('ordering');
  return (
    <div className="address-pin">
      <p className="address-pin__precision" role="status">
        {t(precisionKey(place))}
      </p>
      <PinMap
        tiles={tiles}
        position={place.position}
        zoom={pinZoom(place.precision)}
        label={t('address.pinMap')}
        onMove={(position) => onMove(movedPlace(position))}
      />
    </div>
  );
}
