import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { tileImageSource } from './security.ts';

const dev = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'development', ...env });

describe('the map tile configuration', () => {
  it("defaults to OpenStreetMap's tiles with their attribution", () => {
    const config = dev();
    expect(config.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.MAP_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors');
    expect(config.MAP_TILE_ATTRIBUTION_URL).toBe('https://www.openstreetmap.org/copyright');
    expect(config.MAP_MAX_ZOOM).toBe(19);
  });

  it('takes another source, a path on this server, or none (maps off)', () => {
    expect(dev({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png' }).MAP_TILE_URL).toBe(
      'https://{s}.tiles.example/{z}/{x}/{y}{r}.png',
    );
    expect(dev({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('/tiles/{z}/{x}/{y}.png');
    expect(dev({ MAP_TILE_URL: 'none' }).MAP_TILE_URL).toBeNull();
    expect(dev({ MAP_TILE_URL: '' }).MAP_TILE_URL).toBeNull();
  });

  it('refuses a template without its coordinates, or not a URL, naming the variable', () => {
    expect(() => dev({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => dev({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    // A protocol-relative "path" is another host; a host with quotes would break the CSP.
    expect(() => dev({ MAP_TILE_URL: '//tiles.example/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => dev({ MAP_TILE_URL: "https://tiles.example';/{z}/{x}/{y}.png" })).toThrow(/MAP_TILE_URL/);
    expect(() => dev({ MAP_TILE_ATTRIBUTION: ' ' })).toThrow(/MAP_TILE_ATTRIBUTION/);
    expect(() => dev({ MAP_TILE_ATTRIBUTION_URL: 'javascript:alert(1)' })).toThrow(/MAP_TILE_ATTRIBUTION_URL/);
    expect(() => dev({ MAP_MAX_ZOOM: '30' })).toThrow(/MAP_MAX_ZOOM/);
  });
});

describe('the CSP source of the tiles', () => {
  it("is the tile server's origin, a sub-domain template as a wildcard", () => {
    expect(tileImageSource('http://127.0.0.1:9999/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:9999']);
    expect(tileImageSource('https://{s}.tiles.example/{z}/{x}/{y}.png')).toEqual(['https://*.tiles.example']);
  });

  it('is nothing for tiles on this server or no map', () => {
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileImageSource(null)).toEqual([]);
  });
});
