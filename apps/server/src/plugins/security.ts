import type { FastifyInstance } from 'fastify';
import type { ContentSources } from '../adapters/payments/stripe-content-sources.ts';

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

/** A CSP's directives, camel-cased as helmet names them, serialized once. */
function serializePolicy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...sources].join(' '))
    .join('; ');
}

/**
 * Every answer's headers: an API answer is never a document, so its policy forbids
 * everything (OWASP's REST guidance); nosniff keeps JSON from being read as a script.
 */
const EVERY_ANSWER = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * An API answer is personal or live unless its route says otherwise (a public list's
 * max-age, an image's immutable): never stored, errors included. One default here, not
 * a hook per module (each was an async onSend on every request of its routes).
 */
const API_ANSWER = { ...EVERY_ANSWER, 'cache-control': 'no-store' } as const;

/** A document's (text/html) headers besides those: the page's policy and the legacy guards. */
function documentHeaders(tileUrl: string | null, payments: ContentSources) {
  return {
    'content-security-policy': serializePolicy({
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', ...payments.script],
      // React sets style attributes, and Google's button injects its own styles.
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileImageSource(tileUrl)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...GOOGLE, ...MICROSOFT, ...payments.connect],
      frameSrc: ["'self'", ...GOOGLE, ...MICROSOFT, ...payments.frame],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
    }),
    // Cross-origin isolation would break the providers' pop-ups. HSTS belongs to the
    // TLS-terminating proxy in front; on plain localhost it would stick.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  } as const;
}

/**
 * The security headers, computed once at start (helmet computed them on every request,
 * a sixth of a small request's cost, decision 0038): every answer gets the short set,
 * and a document gets its page policy on top, when its content type says it is one,
 * unless its route set a policy of its own (the API reference page's hashes).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { tileUrl: string | null; payments: ContentSources },
): Promise<void> {
  const document = documentHeaders(options.tileUrl, options.payments);
  const { 'content-security-policy': _, ...documentKeepingItsPolicy } = document;
  // One hook for every answer's fixed headers and its request id (genReqId in app.ts).
  app.addHook('onRequest', (request, reply, done) => {
    // The matched route, decoded by the router (/%61pi/… is /api/…); the raw path when none matched.
    const api = (request.routeOptions.url ?? request.url).startsWith('/api/');
    reply.headers(api ? API_ANSWER : EVERY_ANSWER);
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A 304 revalidates a stored answer (index.html, every visit): browsers copy its
    // headers onto the stored ones, so it carries no policy and the page keeps its own.
    if (reply.statusCode === 304) {
      reply.removeHeader('content-security-policy');
      done(null, payload);
      return;
    }
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      const ownPolicy = reply.getHeader('content-security-policy') !== EVERY_ANSWER['content-security-policy'];
      reply.headers(ownPolicy ? documentKeepingItsPolicy : document);
    }
    done(null, payload);
  });
}
