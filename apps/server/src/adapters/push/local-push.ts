import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { insertOutboxMessage } from '../messaging/outbox.ts';
import type { PushSender } from './push-sender.ts';

/** Tokens the local sender answers as FCM and APNs would a removed app's (tests, the dev page). */
export const UNREGISTERED_TOKEN_PREFIX = 'unregistered-';
/** Tokens the local sender answers as a service that is down (429/503): the delivery is retried. */
export const UNAVAILABLE_TOKEN_PREFIX = 'unavailable-';

/**
 * The push service of development and tests: what would be sent goes to the local outbox
 * (channel push, the device token as recipient; /dev/outbox lists it), and two token
 * prefixes act out the answers a real service gives, like Stripe's test cards.
 */
export function createLocalPushSender(deps: { db: Database; logger: FastifyBaseLogger }): PushSender {
  return {
    kind: 'local',
    async send(message) {
      if (message.token.startsWith(UNREGISTERED_TOKEN_PREFIX)) return { kind: 'unregistered' };
      if (message.token.startsWith(UNAVAILABLE_TOKEN_PREFIX)) {
        return { kind: 'retry', reason: 'local push service unavailable (test token)' };
      }
      const stored = await insertOutboxMessage(deps.db, {
        channel: 'push',
        recipient: message.token,
        subject: message.title,
        text: message.body,
        metadata: { platform: message.platform, data: message.data, collapseId: message.collapseId },
      });
      deps.logger.info({ outboxId: stored.id, platform: message.platform }, 'push stored in the local outbox');
      return { kind: 'sent' };
    },
  };
}
