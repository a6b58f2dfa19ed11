import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapTiles } from '@playeats/contracts/settings';
import type { LeafletMapProps } from './leaflet-map.tsx';
import { mapDisplay, type MapCircle, type MapMarker, type TileHealth } from './map-model.ts';
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

type Code = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; Map: ComponentType<LeafletMapProps> };

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * A map of a few places, drawn by Leaflet loaded on demand (its own chunk, outside the
 * first paint). It only repeats what the page says in text: offline, or when its code or
 * its tiles cannot load, it leaves a one-line note or nothing, and the page works as before.
 */
export function PlaceMap({ tiles, label, markers, circles = [], onMarkerClick }: PlaceMapProps) {
  const { t } = useTranslation('map');
  const [startedOnline] = useState(online);
  const [code, setCode] = useState<Code>({ state: 'loading' });
  // The tile source that failed, if any: another one is another chance.
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const wanted = Boolean(tiles) && startedOnline;

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('./leaflet-map.tsx').then(
      (module) => live && setCode({ state: 'ready', Map: module.LeafletMap }),
      () => live && setCode({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  const tileState: TileHealth['state'] = tiles && failedSource === tiles.tileUrl ? 'failed' : 'loading';
  const display = mapDisplay({ tiles, online: startedOnline, code: code.state, tileState });
  const LoadedMap = code.state === 'ready' ? code.Map : null;
  if (display === 'none') return null;
  if (display === 'note') return <p className="map-note muted">{t('unavailable')}</p>;
  return (
    <section className="place-map" aria-label={label}>
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
