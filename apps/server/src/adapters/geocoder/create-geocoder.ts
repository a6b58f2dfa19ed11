import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { serverRoot } from '../../lib/paths.ts';
import type { Geocoder } from './geocoder.ts';
import { createLocalGeocoder } from './local-geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

type GeocoderConfig = Pick<
  Config,
  | 'GEOCODER'
  | 'GEOCODER_URL'
  | 'GEOCODER_API_KEY'
  | 'GEOCODER_EMAIL'
  | 'GEOCODER_USER_AGENT'
  | 'GEOCODER_RATE_PER_SECOND'
  | 'GEOCODER_TIMEOUT_MS'
  | 'publicUrl'
>;

function defaultUserAgent(publicUrl: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string };
  return `PlayEats/${manifest.version} (+${publicUrl})`;
}

/** The configured geocoder: one per process, so its rate and cache hold across every caller. */
export function createGeocoder(config: GeocoderConfig): Geocoder {
  if (config.GEOCODER === 'local') return createLocalGeocoder();
  return createNominatimGeocoder({
    baseUrl: config.GEOCODER_URL,
    userAgent: config.GEOCODER_USER_AGENT ?? defaultUserAgent(config.publicUrl),
    email: config.GEOCODER_EMAIL ?? undefined,
    apiKey: config.GEOCODER_API_KEY ?? undefined,
    ratePerSecond: config.GEOCODER_RATE_PER_SECOND,
    timeoutMs: config.GEOCODER_TIMEOUT_MS,
  });
}
