import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The identity providers' sign-in scripts and endpoints (spec section 7) are the only
 * third-party origins the app talks to; everything else is same-origin.
 */
const GOOGLE = ['https://accounts.google.com', 'https://accounts.google.com/gsi/'];
const MICROSOFT = ['https://login.microsoftonline.com'];

/**
 * The CSP source of the map's tiles: the origin of MAP_TILE_URL, with a `{s}` sub-domain
 * as a wildcard (a.tile…, b.tile…); none for tiles served by this server or no map.
 */
export function tileImageSource(tileUrl: string | null): string[] {
  const origin = tileUrl?.match(/^https?:\/\/[^/]+/)?.[0];
  return origin ? [origin.replace('{s}', '*')] : [];
}

export async function registerSecurity(app: FastifyInstance, options: { tileUrl: string | null }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        // React sets style attributes, and Google's button injects its own styles.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileImageSource(options.tileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...GOOGLE, ...MICROSOFT],
        frameSrc: ["'self'", ...GOOGLE, ...MICROSOFT],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation would break the providers' pop-ups.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // HSTS belongs to the TLS-terminating proxy in front; on plain localhost it would stick.
    strictTransportSecurity: false,
  });
}
