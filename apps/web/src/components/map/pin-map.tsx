import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapTiles } from '@playeats/contracts/settings';
import { useLeafletChunk } from './use-leaflet-chunk.ts';
import './place-map.css';

export interface PinMapProps {
  /** The settings' tile source; null or absent: the pin on a plain background. */
  tiles: MapTiles | null | undefined;
  position: { lat: number; lng: number };
  zoom: number;
  /** The map region's name, e.g. "Map of your delivery address". */
  label: string;
  onMove: (position: { lat: number; lng: number }) => void;
}

/**
 * A pin the person moves to their door: dragged, or focused and nudged with the arrow
 * keys, as the visible help under it says. Leaflet comes on demand; without tiles the pin
 * is on a plain background. If the map's code cannot load, a line says so and the form
 * works without it (the server then places the address).
 */
export function PinMap({ tiles, position, zoom, label, onMove }: PinMapProps) {
  const { t } = useTranslation('map');
  const helpId = useId();
  const code = useLeafletChunk(true, () => import('./leaflet-pin-map.tsx').then((module) => module.LeafletPinMap));
  if (code.state === 'failed') return <p className="map-note muted">{t('pin.unavailable')}</p>;
  const Loaded = code.state === 'ready' ? code.Component : null;
  return (
    <div className="pin-map">
      <section className="place-map pin-map__map" aria-label={label}>
        {Loaded && (
          <Loaded
            tiles={tiles ?? null}
            position={position}
            zoom={zoom}
            pinLabel={t('pin.label')}
            helpId={helpId}
            zoomInTitle={t('zoomIn')}
            zoomOutTitle={t('zoomOut')}
            onMove={onMove}
          />
        )}
      </section>
      <p id={helpId} className="pin-map__help">
        {t('pin.help')}
      </p>
    </div>
  );
}
