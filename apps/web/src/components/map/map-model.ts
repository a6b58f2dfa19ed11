import type { MapTiles } from '@playeats/contracts/settings';

/** A point on a map: the search position, a restaurant, a delivery address. */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** What the marker is (its tooltip): a restaurant's name, "Your address". */
  label: string;
  kind: 'restaurant' | 'origin' | 'home';
}

/** A distance around a point: the search radius, a delivery radius. */
export interface MapCircle {
  id: string;
  lat: number;
  lng: number;
  radiusMeters: number;
}

/** The tile layer Leaflet is given: its URL template and options. */
export interface TileLayerConfig {
  url: string;
  options: { maxZoom: number; attribution: string; crossOrigin?: boolean };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The settings' tile source as Leaflet's options. Leaflet renders the attribution as HTML:
 * the configured text and link are escaped, and only an http(s) link is kept.
 */
export function tileLayerConfig(tiles: MapTiles): TileLayerConfig {
  const text = escapeHtml(tiles.attribution);
  const link = tiles.attributionUrl && /^https?:\/\//.test(tiles.attributionUrl) ? tiles.attributionUrl : null;
  const attribution = link ? `<a href="${escapeHtml(link)}" rel="noopener noreferrer">${text}</a>` : text;
  return { url: tiles.tileUrl, options: { maxZoom: tiles.maxZoom, attribution } };
}

/**
 * How a map answers touch and wheel: the page scrolls under one finger and under the
 * wheel (dragging only with a mouse, never wheel zoom), and pinching or the buttons zoom.
 */
export function interactionOptions(coarsePointer: boolean) {
  return { dragging: !coarsePointer, touchZoom: true, scrollWheelZoom: false, keyboard: true } as const;
}

/** The tiles' state: loading, some shown (ok), or none could load (failed: the map gives way to the list). */
export interface TileHealth {
  loaded: number;
  errors: number;
  state: 'loading' | 'ok' | 'failed';
}

export const INITIAL_TILE_HEALTH: TileHealth = { loaded: 0, errors: 0, state: 'loading' };

/** Errors before any tile loaded that are enough to give up without waiting for the rest. */
const ERRORS_BEFORE_GIVING_UP = 4;

/**
 * Follows Leaflet's tile events: one tile loaded means the source works (a missing tile
 * later is a gap, not a failure); the visible tiles settled ('load') with none loaded, or
 * several errors first, means it does not.
 */
export function nextTileHealth(health: TileHealth, event: 'tileload' | 'tileerror' | 'load'): TileHealth {
  if (health.state !== 'loading') return health;
  if (event === 'tileload') return { ...health, loaded: health.loaded + 1, state: 'ok' };
  if (event === 'tileerror') {
    const errors = health.errors + 1;
    return { ...health, errors, state: errors >= ERRORS_BEFORE_GIVING_UP ? 'failed' : 'loading' };
  }
  return { ...health, state: health.loaded > 0 ? 'ok' : 'failed' };
}

/** The south-west and north-east corners that hold every marker and every circle whole. */
export function boundsOf(markers: MapMarker[], circles: MapCircle[]): [[number, number], [number, number]] | null {
  const points: [number, number][] = markers.map((m) => [m.lat, m.lng]);
  for (const c of circles) {
    const dLat = c.radiusMeters / 111_320;
    const dLng = c.radiusMeters / (111_320 * Math.max(0.01, Math.cos((c.lat * Math.PI) / 180)));
    points.push([c.lat - dLat, c.lng - dLng], [c.lat + dLat, c.lng + dLng]);
  }
  if (points.length === 0) return null;
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/**
 * What the map's place shows: nothing without a tile source or offline at the start (no
 * empty box), a short note once the tiles or the map's code could not load (the page's
 * list holds everything), else the map (a placeholder of its size until its code is here).
 */
export function mapDisplay(input: {
  tiles: MapTiles | null | undefined;
  online: boolean;
  code: 'loading' | 'ready' | 'failed';
  tileState: TileHealth['state'];
}): 'none' | 'note' | 'placeholder' | 'map' {
  if (!input.tiles || !input.online) return 'none';
  if (input.code === 'failed' || input.tileState === 'failed') return 'note';
  return input.code === 'ready' ? 'map' : 'placeholder';
}

/** How far one arrow key moves the pin, in screen pixels (Shift: five times as far). */
export const PIN_NUDGE_PX = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The screen offset an arrow key moves the pin by; null for any other key. */
export function pinNudge(key: string, shift: boolean): [number, number] | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = shift ? PIN_NUDGE_PX * 5 : PIN_NUDGE_PX;
  return [arrow[0] * step, arrow[1] * step];
}

/** The zoom a pin opens at: close enough to see the door when the position is that precise. */
export function pinZoom(precision: string): number {
  if (precision === 'city') return 13;
  if (precision === 'postal_code') return 15;
  return 17;
}
