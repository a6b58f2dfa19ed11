import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ChannelListener } from '../../db/listen.ts';
import { createEventHub, EVENTS_CHANNEL, type EventHub, type EventHubOptions } from './event-hub.ts';
import { eventsRoutes } from './events.routes.ts';

/**
 * Server-sent events (docs/decisions/0016-event-streams.md): the database announces
 * changes on a channel (triggers, migration 0009), this copy LISTENs once and writes each
 * to the streams of the user it concerns.
 */
export async function registerEvents(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; options?: EventHubOptions },
): Promise<EventHub> {
  const hub = createEventHub(deps.options);
  let listener: ChannelListener | undefined;
  app.addHook('onReady', async () => {
    listener = await deps.database.listen(EVENTS_CHANNEL, {
      onMessage: (payload) => hub.deliver(payload),
      onResume: () => {
        app.log.warn('event listener reconnected: clients are told to catch up');
        hub.resync();
      },
      onError: (err) => app.log.warn({ err }, 'event listener failed; retrying'),
    });
  });
  // Streams never end on their own: close them first, or a graceful stop waits for them.
  app.addHook('preClose', async () => {
    hub.close();
    await listener?.close();
  });
  await app.register(eventsRoutes, { hub });
  return hub;
}
