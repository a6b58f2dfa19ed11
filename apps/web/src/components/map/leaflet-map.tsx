import { useEffect, useRef } from 'react';
import L from 'leaflet';
import type { MapTiles } from '@playeats/contracts/settings';
import {
  boundsOf,
  INITIAL_TILE_HEALTH,
  interactionOptions,
  nextTileHealth,
  tileLayerConfig,
  type MapCircle,
  type MapMarker,
  type TileHealth,
} from './map-model.ts';
// Leaflet's styles travel with this chunk, never in the first paint (decision 0005).
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';

export interface LeafletMapProps {
  tiles: MapTiles;
  markers: MapMarker[];
  circles: MapCircle[];
  /** The zoom buttons' names, in the page's language. */
  zoomInTitle: string;
  zoomOutTitle: string;
  onMarkerClick?: ((id: string) => void) | undefined;
  onTileHealth: (state: TileHealth['state']) => void;
}

/** The markers' own look (CSS in leaflet-map.css): no image is fetched from anywhere. */
const ICON_SIZE = { restaurant: 26, origin: 22, home: 26 } as const;

function markerIcon(kind: MapMarker['kind']): L.DivIcon {
  const size = ICON_SIZE[kind];
  return L.divIcon({
    className: `map-marker map-marker--${kind}`,
    html: '<span class="map-pin"></span>',
    iconSize: [size, size],
    // The pin's point (its bottom corner) is on the place; the origin is a dot centred on it.
    iconAnchor: kind === 'origin' ? [size / 2, size / 2] : [size / 2, size],
    tooltipAnchor: [0, -size],
  });
}

/** A label given as text, never as HTML: names come from restaurants and users. */
function textNode(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/**
 * The Leaflet map itself, loaded on demand by PlaceMap. Created once per tile source;
 * markers and circles are redrawn when they change, and the view fits them all.
 */
export function LeafletMap({
  tiles,
  markers,
  circles,
  zoomInTitle,
  zoomOutTitle,
  onMarkerClick,
  onTileHealth,
}: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<L.LayerGroup | null>(null);
  const handlers = useRef({ onMarkerClick, onTileHealth });
  useEffect(() => {
    handlers.current = { onMarkerClick, onTileHealth };
  });

  // The map is made again only when the source or the texts change, not for an equal copy.
  const source = JSON.stringify(tiles);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const tiles = JSON.parse(source) as MapTiles;
    const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
    const created = L.map(element, { ...interactionOptions(coarse), zoomControl: false });
    L.control.zoom({ zoomInTitle, zoomOutTitle }).addTo(created);
    const { url, options } = tileLayerConfig(tiles);
    let health: TileHealth = INITIAL_TILE_HEALTH;
    const follow = (event: 'tileload' | 'tileerror' | 'load') => () => {
      const next = nextTileHealth(health, event);
      if (next.state !== health.state) handlers.current.onTileHealth(next.state);
      health = next;
    };
    L.tileLayer(url, options)
      .on('tileload', follow('tileload'))
      .on('tileerror', follow('tileerror'))
      .on('load', follow('load'))
      .addTo(created);
    layers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layers.current = null;
    };
  }, [source, zoomInTitle, zoomOutTitle]);

  // Redrawn only when what is drawn changes, not on every render.
  const drawn = JSON.stringify([markers, circles]);
  useEffect(() => {
    const [shownMarkers, shownCircles] = JSON.parse(drawn) as [MapMarker[], MapCircle[]];
    const group = layers.current;
    if (!map.current || !group) return;
    group.clearLayers();
    for (const c of shownCircles) {
      L.circle([c.lat, c.lng], { radius: c.radiusMeters, className: 'map-circle', interactive: false }).addTo(group);
    }
    for (const m of shownMarkers) {
      const marker = L.marker([m.lat, m.lng], { icon: markerIcon(m.kind), keyboard: false, riseOnHover: true });
      marker.bindTooltip(textNode(m.label), { direction: 'top' });
      if (m.kind === 'restaurant') marker.on('click', () => handlers.current.onMarkerClick?.(m.id));
      marker.addTo(group);
      // The page's list is what assistive technology reads; the pins repeat it.
      marker.getElement()?.setAttribute('aria-hidden', 'true');
    }
    const bounds = boundsOf(shownMarkers, shownCircles);
    if (bounds) map.current.fitBounds(bounds, { padding: [16, 16], maxZoom: 15 });
  }, [drawn, source, zoomInTitle, zoomOutTitle]);

  return <div ref={container} className="leaflet-map" />;
}
