import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, createStripeApi, type Obj } from './stripe-stand-in-api.ts';
import { stripeJsStandInScript } from './stripe-js-stand-in.ts';

/**
 * A local stand-in for api.stripe.com (and js.stripe.com), faithful to the parts PlayEats
 * uses: customers, card payment methods (created with the publishable key, as Stripe.js
 * does), SetupIntents and PaymentIntents confirmed at creation, 3-D Secure
 * (`requires_action` with `next_action: use_stripe_sdk`, then the card holder's answer),
 * manual capture, cancel, refunds and the payment-intent list. Form-encoded bodies, bearer
 * keys, idempotency keys (the same key with other parameters is an idempotency_error),
 * Stripe's error bodies. Its test cards behave as Stripe documents them:
 * 4242… and 5555… succeed; 4000 0000 0000 0002 is declined, …9995 for insufficient funds;
 * …0341 is saved then declined at charge; 4000 0025 0000 3155 asks for 3-D Secure when it
 * is saved (its off-session charges then go through); 4000 0027 6000 3184 asks for it on
 * every setup and charge.
 *
 * GET /v3/stripe.js serves the Stripe.js stand-in (stripe-js-stand-in.ts) for browser tests.
 */

export const STAND_IN_SECRET_KEY = 'sk_test_standin';
export const STAND_IN_PUBLISHABLE_KEY = 'pk_test_standin';

/** Stripe's form encoding back to an object: a[b]=c, a[0]=c. */
function decodeForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

export interface StripeStandIn {
  url: string;
  /** Every request seen: method, path, the key it used, its idempotency key and decoded body. */
  requests: { method: string; path: string; key: string; idempotencyKey?: string; body: Record<string, unknown> }[];
  objects: Map<string, Obj>;
  /** Answers the next `count` requests with this status and error body (outages, rate limits). */
  failNext(count: number, status: number, error: Record<string, unknown>, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const { objects, route, publicObject, newId } = createStripeApi();
  const idempotency = new Map<string, { request: string; status: number; body: unknown }>();
  const requests: StripeStandIn['requests'] = [];
  let failures: { count: number; status: number; error: Record<string, unknown>; headers: Record<string, string> } = {
    count: 0,
    status: 500,
    error: {},
    headers: {},
  };
  /** Publishable-key calls: what Stripe.js may do from a browser. */
  const publishable = (method: string, path: string) =>
    method === 'POST' && (path === '/v1/payment_methods' || path === '/v1/stand_in/3ds');

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const method = req.method ?? 'GET';
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type',
      };
      if (method === 'OPTIONS') return res.writeHead(204, cors).end();
      if (method === 'GET' && url.pathname === '/v3/stripe.js') {
        res.writeHead(200, { 'content-type': 'text/javascript', ...cors });
        return res.end(stripeJsStandInScript(`http://${req.headers.host ?? ''}`));
      }
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...cors, ...headers });
        res.end(JSON.stringify(body));
      };
      const body = decodeForm(method === 'GET' ? url.search.slice(1) : raw);
      const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method, path: url.pathname, key, ...(idempotencyKey ? { idempotencyKey } : {}), body });
      if (failures.count > 0) {
        failures.count -= 1;
        return send(failures.status, { error: failures.error }, failures.headers);
      }
      const allowed =
        key === STAND_IN_SECRET_KEY || (key === STAND_IN_PUBLISHABLE_KEY && publishable(method, url.pathname));
      if (!allowed) {
        return send(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${key}` } });
      }
      const request = `${method} ${url.pathname} ${createHash('sha256').update(raw).digest('hex')}`;
      const stored = idempotencyKey ? idempotency.get(idempotencyKey) : undefined;
      if (stored) {
        if (stored.request !== request) {
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        return send(stored.status, stored.body, { 'idempotent-replayed': 'true' });
      }
      let status = 200;
      let answer: unknown;
      try {
        const result = route(method, url.pathname, body, url.searchParams);
        answer = result && typeof result === 'object' && 'id' in result ? publicObject(result as Obj) : result;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        status = err.status;
        answer = { error: err.body };
      }
      if (idempotencyKey && method === 'POST') idempotency.set(idempotencyKey, { request, status, body: answer });
      send(status, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    objects,
    failNext(count, status, error, headers = {}) {
      failures = { count, status, error, headers };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
