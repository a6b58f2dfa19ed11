import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapTiles } from '@playeats/contracts/settings';
import { useNearViewport } from '../../hooks/use-near-viewport.ts';
import { mapDisplay, type MapCircle, type MapMarker, type TileHealth } from './map-model.ts';
import { useLeafletChunk } from './use-leaflet-chunk.ts';
import './place-map.css';

export interface PlaceMapProps {
  /** The settings' tile source (auth.env.map); null or absent: no map. */
  tiles: MapTiles | null | undefined;
  /** The map region's name, e.g. "Map of the restaurants near you". */
  label: string;
  markers: MapMarker[];
  circles?: MapCircle[];
  /** A restaurant's pin was clicked (the list beside it offers the same, by keyboard too). */
  onMarkerClick?: (id: string) => void;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * A map of a few places, drawn by Leaflet loaded on demand (its own chunk, outside the
 * first paint) once the map comes near the screen. It only repeats what the page says in text: offline, or when its code or
 * its tiles cannot load, it leaves a one-line note or nothing, and the page works as before.
 *
 * Its pins are decorative (hidden from assistive technology, no tab stops): the page's
 * list or text says everything they show, in order and with the distances, and a keyboard
 * user does not tab through a dozen pins to reach it. The map says so to screen readers.
 */
export function PlaceMap({ tiles, label, markers, circles = [], onMarkerClick }: PlaceMapProps) {
  const { t } = useTranslation('map');
  const noteId = useId();
  const [startedOnline] = useState(online);
  // The tile source that failed, if any: another one is another chance.
  const [failedSource, setFailedSource] = useState<string | null>(null);
  // Loaded as it comes near the screen: below a restaurant's header and hours, it would
  // otherwise start Leaflet in the middle of the page's own start.
  const [placeholder, near] = useNearViewport<HTMLElement>();
  const code = useLeafletChunk(Boolean(tiles) && startedOnline && near, () =>
    import('./leaflet-map.tsx').then((module) => module.LeafletMap),
  );

  const tileState: TileHealth['state'] = tiles && failedSource === tiles.tileUrl ? 'failed' : 'loading';
  const display = mapDisplay({ tiles, online: startedOnline, code: code.state, tileState });
  const LoadedMap = code.state === 'ready' ? code.Component : null;
  if (display === 'none') return null;
  if (display === 'note') return <p className="map-note muted">{t('unavailable')}</p>;
  return (
    <section ref={placeholder} className="place-map" aria-label={label} aria-describedby={noteId}>
      <p id={noteId} className="visually-hidden">
        {t('decorative')}
      </p>
      {LoadedMap && tiles && (
        <LoadedMap
          tiles={tiles}
          markers={markers}
          circles={circles}
          zoomInTitle={t('zoomIn')}
          zoomOutTitle={t('zoomOut')}
          onMarkerClick={onMarkerClick}
          onTileHealth={(state) => state === 'failed' && setFailedSource(tiles.tileUrl)}
        />
      )}
    </section>
  );
}
