import { describe, expect, it, vi } from 'vitest';
import { getCurrentPosition, geolocationPermission } from './geolocation.ts';

type Outcome = { coords: { latitude: number; longitude: number; accuracy: number } } | { code: number };

/** A Geolocation that answers once with `outcome`. */
function fakeGeolocation(outcome: Outcome | 'throw') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (outcome === 'throw') throw new Error('not allowed here');
    if ('coords' in outcome) success(outcome as unknown as GeolocationPosition);
    else failure?.({ code: outcome.code, message: '' } as GeolocationPositionError);
  });
  return { getCurrentPosition } as unknown as Geolocation & { getCurrentPosition: typeof getCurrentPosition };
}

describe('getCurrentPosition', () => {
  it('answers the position', async () => {
    const geolocation = fakeGeolocation({ coords: { latitude: 45.5, longitude: -73.56, accuracy: 30 } });
    await expect(getCurrentPosition({ geolocation })).resolves.toEqual({
      kind: 'position',
      position: { lat: 45.5, lng: -73.56 },
      accuracyM: 30,
    });
  });

  it('asks with a time limit and accepts a recent position', async () => {
    const geolocation = fakeGeolocation({ coords: { latitude: 1, longitude: 2, accuracy: 3 } });
    await getCurrentPosition({ geolocation, timeoutMs: 4000 });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      timeout: 4000,
      maximumAge: 300_000,
    });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('turns error code %i into %s', async (code, kind) => {
    await expect(getCurrentPosition({ geolocation: fakeGeolocation({ code }) })).resolves.toEqual({ kind });
  });

  it('is unavailable without geolocation, or when asking throws', async () => {
    await expect(getCurrentPosition({ geolocation: undefined })).resolves.toEqual({ kind: 'unavailable' });
    await expect(getCurrentPosition({ geolocation: fakeGeolocation('throw') })).resolves.toEqual({
      kind: 'unavailable',
    });
  });
});

describe('geolocationPermission', () => {
  it('reads the permission state', async () => {
    vi.stubGlobal('navigator', { permissions: { query: vi.fn(async () => ({ state: 'granted' })) } });
    await expect(geolocationPermission()).resolves.toBe('granted');
    vi.unstubAllGlobals();
  });

  it('is unknown where the Permissions API is missing', async () => {
    vi.stubGlobal('navigator', {});
    await expect(geolocationPermission()).resolves.toBe('unknown');
    vi.unstubAllGlobals();
  });
});
