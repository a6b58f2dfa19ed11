import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import { IDEMPOTENCY_TTL_MS } from '../../lib/idempotency-window.ts';
import { badRequest, HttpProblem } from '../../lib/problem.ts';

export { IDEMPOTENCY_TTL_MS };
import { idempotencyRepository } from './idempotency.repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A request that has held its key this long is presumed dead (crashed server): a retry may take over. */
export const IDEMPOTENCY_LEASE_MS = 120 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;
/** One request in PURGE_EVERY that takes a new key also deletes a batch of expired ones. */
const PURGE_EVERY = 50;

export interface IdempotencyOption {
  /** Refuse (400) a request without the header. Default: the header is optional. */
  required?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `config: { idempotency: true }` (or `{ required: true }`) on a route: an
     * `Idempotency-Key` header makes retries safe. Runs after the route's other
     * pre-handlers (so after requireAuth: keys are per user).
     */
    idempotency?: boolean | IdempotencyOption;
  }
  interface FastifyRequest {
    /** The request's Idempotency-Key when it holds one (a natural reference for movements). */
    idempotencyKey?: string;
    idempotencyClaim?: { owner: string; key: string };
  }
}

const hashOf = (route: string, body: unknown) =>
  createHash('sha256')
    .update(`${route}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url');

const keyReused = () =>
  new HttpProblem(
    422,
    'IdempotencyKeyReusedException',
    'Idempotency key reused',
    'This Idempotency-Key was first used for a different request. Use a new key for a new request.',
  );

const keyInUse = () =>
  new HttpProblem(
    409,
    'IdempotencyKeyInUseException',
    'Request in progress',
    'A request with this Idempotency-Key is still being processed. Retry in a moment.',
    { retryAfterSeconds: 1 },
  );

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * ARCHITECTURE's rule for calls that move money or create orders: a retry with the same
 * key returns the first response (status and body, header `Idempotent-Replayed: true`);
 * the same key with another method, URL or body → 422; while the first is still running
 * → 409 (Retry-After: 1). Responses ≥ 500 are not kept, so a retry runs again. Keys are
 * per user and expire after 24 hours. Register before compression: the stored body is
 * the serialized one.
 */
export interface IdempotencyPluginOptions {
  db: Database;
  clock: Clock;
  /** This server copy (host:port): the holder of the keys its requests run under. */
  holder: string;
  /** True on an embedded database: no other copy can hold a key, so every running one is stale at start. */
  soleServer: boolean;
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance, { db, clock, holder, soleServer }: IdempotencyPluginOptions) => {
    const repo = idempotencyRepository(db);
    // At listen, before the first request: building the app runs no statement (server.ts
    // migrates meanwhile).
    app.addHook('onReady', async () => {
      const released = await repo.releaseRunning(holder, soleServer);
      if (released > 0) app.log.warn({ released, holder }, 'released the idempotency keys of a previous run');
    });

    const guard =
      (option: IdempotencyOption): preHandlerHookHandler =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const header = request.headers[IDEMPOTENCY_HEADER];
        if (header === undefined) {
          if (!option.required) return;
          throw badRequest('Send an Idempotency-Key header (a new random value for each new request).', [
            { name: `header.${IDEMPOTENCY_HEADER}`, reason: 'is required' },
          ]);
        }
        if (typeof header !== 'string' || !KEY.test(header)) {
          throw badRequest('The Idempotency-Key header must be 1 to 255 visible ASCII characters.', [
            { name: `header.${IDEMPOTENCY_HEADER}`, reason: 'expected 1 to 255 visible ASCII characters' },
          ]);
        }
        const owner = request.auth?.userId ?? `ip:${request.ip}`;
        const route = `${request.method} ${request.url}`;
        const now = clock.now();
        const claim = {
          holder,
          owner,
          key: header,
          route,
          requestHash: hashOf(route, request.body),
          now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        };
        const own = () => {
          request.idempotencyKey = header;
          request.idempotencyClaim = { owner, key: header };
        };
        if (await repo.claim(claim)) {
          if (Math.random() * PURGE_EVERY < 1) await repo.purgeExpired(now);
          return own();
        }
        const existing = await repo.find(owner, header);
        if (!existing || existing.expiresAt <= now) {
          // Gone (released after a 5xx) or expired: the key is free again.
          if ((await repo.claim(claim)) || (await repo.takeOverExpired(claim))) return own();
          throw keyInUse();
        }
        if (existing.route !== route || existing.requestHash !== claim.requestHash) throw keyReused();
        if (existing.state === 'running') {
          const leaseStart = new Date(now.getTime() - IDEMPOTENCY_LEASE_MS);
          if (await repo.takeOverAbandoned(holder, owner, header, now, leaseStart)) return own();
          throw keyInUse();
        }
        reply.header('idempotent-replayed', 'true');
        if (existing.responseType) reply.type(existing.responseType);
        return reply.code(existing.responseStatus ?? 200).send(existing.responseBody ?? '');
      };

    // The reply's serialized body, kept for the replays. A hook of the idempotent routes
    // only (not of every request), pushed before compression's own, so it sees the body
    // uncompressed.
    const complete = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = undefined;
      const body =
        payload === undefined || payload === null
          ? ''
          : typeof payload === 'string'
            ? payload
            : Buffer.isBuffer(payload)
              ? payload.toString('utf8')
              : null; // a stream: not kept
      if (reply.statusCode >= 500 || body === null) {
        await repo.release(claim.owner, claim.key);
      } else {
        const type = reply.getHeader('content-type');
        await repo.complete(claim.owner, claim.key, {
          status: reply.statusCode,
          type: typeof type === 'string' ? type : null,
          body,
        });
      }
      return payload;
    };

    app.addHook('onRoute', (route) => {
      const option = route.config?.idempotency;
      if (!option) return;
      route.preHandler = [...toArray(route.preHandler), guard(option === true ? {} : option)];
      route.onSend = [...toArray(route.onSend), complete];
    });
  },
  { name: 'idempotency' },
);
