import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  INITIAL_TILE_HEALTH,
  interactionOptions,
  mapDisplay,
  nextTileHealth,
  tileLayerConfig,
  type TileHealth,
} from './map-model.ts';

const OSM = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
  maxZoom: 19,
};

const run = (...events: ('tileload' | 'tileerror' | 'load')[]): TileHealth =>
  events.reduce(nextTileHealth, INITIAL_TILE_HEALTH);

describe('tileLayerConfig', () => {
  it('gives Leaflet the configured template, zoom and a linked attribution', () => {
    expect(tileLayerConfig(OSM)).toEqual({
      url: OSM.tileUrl,
      options: {
        maxZoom: 19,
        attribution:
          '<a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer">© OpenStreetMap contributors</a>',
      },
    });
  });

  it('escapes the configured text and keeps only an http(s) link', () => {
    const config = tileLayerConfig({
      ...OSM,
      attribution: 'Tiles <b>&</b> "us"',
      attributionUrl: 'javascript:alert(1)',
    });
    expect(config.options.attribution).toBe('Tiles &#60;b&#62;&#38;&#60;/b&#62; &#34;us&#34;');
    expect(tileLayerConfig({ ...OSM, attributionUrl: null }).options.attribution).toBe('© OpenStreetMap contributors');
  });
});

describe('interactionOptions', () => {
  it('lets one finger scroll the page on a touch screen, and the wheel never zooms', () => {
    expect(interactionOptions(true)).toMatchObject({ dragging: false, touchZoom: true, scrollWheelZoom: false });
    expect(interactionOptions(false)).toMatchObject({ dragging: true, scrollWheelZoom: false, keyboard: true });
  });
});

describe('nextTileHealth', () => {
  it('one tile loaded is a working source, whatever fails after', () => {
    expect(run('tileload').state).toBe('ok');
    expect(run('tileerror', 'tileload', 'tileerror', 'tileerror', 'tileerror', 'load').state).toBe('ok');
  });

  it('the visible tiles settled with none loaded, or four errors first, is a failed source', () => {
    expect(run('tileerror', 'load').state).toBe('failed');
    expect(run('tileerror', 'tileerror', 'tileerror').state).toBe('loading');
    expect(run('tileerror', 'tileerror', 'tileerror', 'tileerror').state).toBe('failed');
    expect(run('load').state).toBe('failed');
  });
});

describe('mapDisplay', () => {
  const base = { tiles: OSM, online: true, code: 'ready', tileState: 'loading' } as const;

  it('shows nothing without a tile source or offline at the start: no empty box', () => {
    expect(mapDisplay({ ...base, tiles: null })).toBe('none');
    expect(mapDisplay({ ...base, tiles: undefined })).toBe('none');
    expect(mapDisplay({ ...base, online: false })).toBe('none');
  });

  it("gives way to a note when the tiles or the map's code fail", () => {
    expect(mapDisplay({ ...base, tileState: 'failed' })).toBe('note');
    expect(mapDisplay({ ...base, code: 'failed' })).toBe('note');
  });

  it('holds the place while the code loads, then shows the map', () => {
    expect(mapDisplay({ ...base, code: 'loading' })).toBe('placeholder');
    expect(mapDisplay(base)).toBe('map');
    expect(mapDisplay({ ...base, tileState: 'ok' })).toBe('map');
  });
});

describe('boundsOf', () => {
  it('holds every marker and every circle whole', () => {
    const bounds = boundsOf(
      [
        { id: 'a', kind: 'restaurant', label: 'A', lat: 45.5, lng: -73.6 },
        { id: 'b', kind: 'restaurant', label: 'B', lat: 45.6, lng: -73.5 },
      ],
      [{ id: 'r', lat: 45.5, lng: -73.6, radiusMeters: 11_132 }],
    )!;
    expect(bounds[0][0]).toBeCloseTo(45.4, 3);
    expect(bounds[1][0]).toBeCloseTo(45.6, 3);
    // 11.132 km is wider in degrees of longitude at 45.5° north.
    expect(bounds[0][1]).toBeCloseTo(-73.6 - 0.1 / Math.cos((45.5 * Math.PI) / 180), 3);
    expect(bounds[1][1]).toBeCloseTo(-73.6 + 0.1 / Math.cos((45.5 * Math.PI) / 180), 3);
  });

  it('is nothing to fit without a place', () => {
    expect(boundsOf([], [])).toBeNull();
  });
});
