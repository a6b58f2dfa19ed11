import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { EVENTS_PATH, type ReadyEvent } from '@playeats/contracts/events';
import { frame, type EventHub } from './event-hub.ts';

/** How long a client waits before reconnecting after the stream drops (the SSE `retry` field). */
const RECONNECT_MS = 3_000;

/**
 * GET /api/events: the signed-in client's event stream (text/event-stream). It lasts until
 * the client leaves, the access token expires (`expired`, then the client reconnects with
 * a fresh token) or the server shuts down.
 */
export const eventsRoutes: FastifyPluginAsync<{ hub: EventHub }> = async (app, { hub }) => {
  app.get(
    EVENTS_PATH,
    {
      onRequest: app.requireAuth,
      logLevel: 'warn',
      schema: {
        tags: ['events'],
        security: [{ bearer: [] }],
        summary: 'Server-sent events for the signed-in user: notification, balance, resync, expired',
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        // What the plugins set so far (request id, CORS, security headers).
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies such as nginx must pass events on at once.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RECONNECT_MS}\n\n`);
      const ready: ReadyEvent = { heartbeatSeconds: Math.round(hub.keepAliveMs / 1000) };
      response.write(frame('ready', ready));
      const remove = hub.add({
        userId: auth.userId,
        expiresAt: auth.expiresAt ?? Math.floor(Date.now() / 1000),
        response,
      });
      response.on('close', remove);
    },
  );
};
