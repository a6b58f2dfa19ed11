import { useEffect, useRef } from 'react';
import L from 'leaflet';
import type { MapTiles } from '@playeats/contracts/settings';
import { INITIAL_TILE_HEALTH, interactionOptions, nextTileHealth, pinNudge, tileLayerConfig } from './map-model.ts';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';

export interface LeafletPinMapProps {
  /** The tile source; null: the pin on a plain background. */
  tiles: MapTiles | null;
  position: { lat: number; lng: number };
  zoom: number;
  /** The pin's accessible name and the id of the visible help that says how to move it. */
  pinLabel: string;
  helpId: string;
  zoomInTitle: string;
  zoomOutTitle: string;
  onMove: (position: { lat: number; lng: number }) => void;
}

const PIN_SIZE = 30;

const same = (a: L.LatLng, b: { lat: number; lng: number }) =>
  Math.abs(a.lat - b.lat) < 1e-9 && Math.abs(a.lng - b.lng) < 1e-9;

/**
 * The pin mover, loaded with Leaflet: one pin to drag (mouse or finger) or, focused, to
 * nudge with the arrow keys. Tiles that cannot load are dropped and the pin stays movable
 * on the plain background, as it is without a tile source.
 */
export function LeafletPinMap({
  tiles,
  position,
  zoom,
  pinLabel,
  helpId,
  zoomInTitle,
  zoomOutTitle,
  onMove,
}: LeafletPinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: L.Map; marker: L.Marker } | null>(null);
  const moved = useRef(onMove);
  useEffect(() => {
    moved.current = onMove;
  });

  const source = JSON.stringify(tiles);
  // Where a map made again (another tile source) starts: the pin as it is now.
  const start = useRef({ position, zoom });
  useEffect(() => {
    start.current = { position, zoom };
  });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
    // The arrow keys move the pin, not the map: the map takes no keyboard of its own.
    const map = L.map(element, { ...interactionOptions(coarse), keyboard: false, zoomControl: false });
    L.control.zoom({ zoomInTitle, zoomOutTitle }).addTo(map);
    map.setView([start.current.position.lat, start.current.position.lng], start.current.zoom);
    const shown = JSON.parse(source) as MapTiles | null;
    if (shown) {
      const { url, options } = tileLayerConfig(shown);
      let health = INITIAL_TILE_HEALTH;
      const layer = L.tileLayer(url, options);
      const follow = (event: 'tileload' | 'tileerror' | 'load') => () => {
        health = nextTileHealth(health, event);
        if (health.state === 'failed' && map.hasLayer(layer)) map.removeLayer(layer);
      };
      layer.on('tileload', follow('tileload')).on('tileerror', follow('tileerror')).on('load', follow('load'));
      layer.addTo(map);
    }
    const icon = L.divIcon({
      className: 'map-marker map-marker--home map-marker--pin',
      html: '<span class="map-pin"></span>',
      iconSize: [PIN_SIZE, PIN_SIZE],
      iconAnchor: [PIN_SIZE / 2, PIN_SIZE],
    });
    const marker = L.marker([start.current.position.lat, start.current.position.lng], {
      icon,
      draggable: true,
      keyboard: true,
      autoPan: true,
    }).addTo(map);
    const report = () => {
      const { lat, lng } = marker.getLatLng();
      moved.current({ lat, lng });
    };
    marker.on('dragend', report);
    const pin = marker.getElement();
    if (pin) {
      pin.setAttribute('aria-label', pinLabel);
      pin.setAttribute('aria-describedby', helpId);
      pin.addEventListener('keydown', (event) => {
        const offset = pinNudge(event.key, event.shiftKey);
        if (!offset) return;
        event.preventDefault();
        event.stopPropagation();
        const point = map.latLngToContainerPoint(marker.getLatLng()).add(offset);
        const next = map.containerPointToLatLng(point);
        marker.setLatLng(next);
        map.panInside(next, { padding: [PIN_SIZE, PIN_SIZE] });
        report();
      });
    }
    parts.current = { map, marker };
    return () => {
      map.remove();
      parts.current = null;
    };
  }, [source, pinLabel, helpId, zoomInTitle, zoomOutTitle]);

  // A new place chosen outside (a suggestion, the device's position): the pin goes there.
  useEffect(() => {
    const current = parts.current;
    if (!current || same(current.marker.getLatLng(), position)) return;
    current.marker.setLatLng([position.lat, position.lng]);
    current.map.setView([position.lat, position.lng], zoom);
  }, [position, zoom]);

  return <div ref={container} className={tiles ? 'leaflet-map' : 'leaflet-map leaflet-map--plain'} />;
}
