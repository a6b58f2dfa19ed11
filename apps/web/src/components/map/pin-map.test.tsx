import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PIN_NUDGE_PX, pinNudge, pinZoom } from './map-model.ts';
import { PinMap } from './pin-map.tsx';

const DOOR = { lat: 45.5226, lng: -73.5958 };

async function renderPin(onMove = vi.fn<(p: { lat: number; lng: number }) => void>()) {
  await renderWithProviders(
    <PinMap tiles={null} position={DOOR} zoom={17} label="Map of your delivery address" onMove={onMove} />,
  );
  const pin = await screen.findByRole('button', { name: 'Delivery pin' });
  return { pin, onMove };
}

describe('PinMap', () => {
  it('shows the pin without tiles, focusable, with its visible help', async () => {
    const { pin } = await renderPin();
    expect(screen.getByRole('region', { name: 'Map of your delivery address' })).toBeInTheDocument();
    expect(pin).toHaveAttribute('tabindex', '0');
    expect(pin).toHaveAccessibleDescription(/^Move pin: drag it to your door, or select it and use the arrow keys/);
    expect(screen.getByText(/^Move pin:/)).toBeVisible();
  });

  it('the arrow keys nudge the focused pin, north, east, south and west, and Shift further', async () => {
    const { pin, onMove } = await renderPin();
    pin.focus();
    fireEvent.keyDown(pin, { key: 'ArrowUp' });
    const north = onMove.mock.lastCall![0];
    expect(north.lat).toBeGreaterThan(DOOR.lat);
    expect(north.lng).toBeCloseTo(DOOR.lng, 4);
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    const east = onMove.mock.lastCall![0];
    expect(east.lng).toBeGreaterThan(DOOR.lng);
    expect(east.lat).toBeCloseTo(north.lat, 4);
    fireEvent.keyDown(pin, { key: 'ArrowDown' });
    fireEvent.keyDown(pin, { key: 'ArrowLeft' });
    const back = onMove.mock.lastCall![0];
    expect(back.lat).toBeCloseTo(DOOR.lat, 4);
    expect(back.lng).toBeCloseTo(DOOR.lng, 4);
    fireEvent.keyDown(pin, { key: 'ArrowDown', shiftKey: true });
    const far = onMove.mock.lastCall![0];
    // Five steps south at zoom 17 (about 1.2 m a pixel here): some tens of metres.
    expect(DOOR.lat - far.lat).toBeGreaterThan(4 * (north.lat - DOOR.lat));
    expect(onMove).toHaveBeenCalledTimes(5);
  });

  it('other keys leave the pin alone', async () => {
    const { pin, onMove } = await renderPin();
    fireEvent.keyDown(pin, { key: 'a' });
    fireEvent.keyDown(pin, { key: 'Tab' });
    await waitFor(() => expect(onMove).not.toHaveBeenCalled());
  });
});

describe('pinNudge and pinZoom', () => {
  it('moves by a step per arrow, five with Shift, and nothing for other keys', () => {
    expect(pinNudge('ArrowLeft', false)).toEqual([-PIN_NUDGE_PX, 0]);
    expect(pinNudge('ArrowDown', true)).toEqual([0, 5 * PIN_NUDGE_PX]);
    expect(pinNudge('Enter', false)).toBeNull();
  });

  it('opens closer the more precise the position', () => {
    expect(pinZoom('city')).toBeLessThan(pinZoom('postal_code'));
    expect(pinZoom('postal_code')).toBeLessThan(pinZoom('street'));
  });
});
