/**
 * The browser's geolocation as typed results instead of callbacks and numeric error
 * codes, so a page can say exactly what went wrong: the person refused, the device could
 * not tell, or it took too long.
 */
export interface GeoPosition {
  lat: number;
  lng: number;
}

export type GeolocationResult =
  | { kind: 'position'; position: GeoPosition; accuracyM: number }
  /** The person (or a browser policy) refused access. */
  | { kind: 'denied' }
  /** No geolocation in this browser, an insecure page, or the device could not find itself. */
  | { kind: 'unavailable' }
  | { kind: 'timeout' };

export type GeolocationPermission = 'granted' | 'denied' | 'prompt' | 'unknown';

export const GEOLOCATION_TIMEOUT_MS = 10_000;
/** A position up to 5 minutes old is close enough to find restaurants nearby. */
export const GEOLOCATION_MAX_AGE_MS = 300_000;

// The numeric codes of GeolocationPositionError; jsdom and some WebViews lack the constants.
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

function browserGeolocation(): Geolocation | undefined {
  try {
    return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  } catch {
    return undefined;
  }
}

export interface GeolocationOptions {
  timeoutMs?: number;
  /** Injectable for tests; navigator.geolocation otherwise. */
  geolocation?: Geolocation | undefined;
}

/** Asks for the current position once; never rejects. */
export function getCurrentPosition(options: GeolocationOptions = {}): Promise<GeolocationResult> {
  const geolocation = 'geolocation' in options ? options.geolocation : browserGeolocation();
  if (!geolocation) return Promise.resolve({ kind: 'unavailable' });
  const timeout = options.timeoutMs ?? GEOLOCATION_TIMEOUT_MS;
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) =>
          resolve({
            kind: 'position',
            position: { lat: position.coords.latitude, lng: position.coords.longitude },
            accuracyM: position.coords.accuracy,
          }),
        (error) => {
          if (error.code === PERMISSION_DENIED) resolve({ kind: 'denied' });
          else if (error.code === TIMEOUT) resolve({ kind: 'timeout' });
          else resolve({ kind: 'unavailable' });
        },
        { enableHighAccuracy: false, timeout, maximumAge: GEOLOCATION_MAX_AGE_MS },
      );
    } catch {
      // Some embedded browsers throw instead of calling the error callback.
      resolve({ kind: 'unavailable' });
    }
  });
}

/**
 * Whether the browser already knows the person's answer, without asking: a page may use
 * the position straight away when it is 'granted', and should not nag when 'denied'.
 */
export async function geolocationPermission(): Promise<GeolocationPermission> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'unknown';
  }
}
