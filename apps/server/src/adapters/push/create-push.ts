import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createApnsClient } from './apns-push.ts';
import { createFcmClient } from './fcm-push.ts';
import { createLocalPushSender } from './local-push.ts';
import type { PushMessage, PushOutcome, PushSender } from './push-sender.ts';

export type PushConfig = Pick<
  Config,
  | 'PUSH_PROVIDER'
  | 'FCM_SERVICE_ACCOUNT_JSON'
  | 'FCM_PROJECT_ID'
  | 'FCM_API_URL'
  | 'APNS_KEY_ID'
  | 'APNS_PRIVATE_KEY'
  | 'APNS_URL'
  | 'APPLE_TEAM_ID'
  | 'IOS_BUNDLE_ID'
>;

type Client = { send(message: PushMessage, signal?: AbortSignal): Promise<PushOutcome> };

/** The push sender the configuration selects: the local outbox by default, else FCM and APNs by platform. */
export function createPush(config: PushConfig, db: Database, logger: FastifyBaseLogger): PushSender {
  if (config.PUSH_PROVIDER === 'local') return createLocalPushSender({ db, logger });
  const account = config.FCM_SERVICE_ACCOUNT_JSON;
  const projectId = config.FCM_PROJECT_ID ?? account?.project_id;
  const android: Client | null =
    account && projectId ? createFcmClient({ projectId, account, apiUrl: config.FCM_API_URL }) : null;
  const { APNS_KEY_ID: keyId, APNS_PRIVATE_KEY: privateKey, APPLE_TEAM_ID: teamId } = config;
  const ios: Client | null =
    keyId && privateKey && teamId
      ? createApnsClient({ keyId, teamId, privateKey, topic: config.IOS_BUNDLE_ID, apiUrl: config.APNS_URL })
      : null;
  logger.info({ android: android ? 'fcm' : 'off', ios: ios ? 'apns' : 'off' }, 'push adapters chosen');
  return {
    kind: 'native',
    send(message, signal) {
      const client = message.platform === 'ios' ? ios : android;
      if (!client)
        return Promise.resolve({ kind: 'failed', reason: `no push service configured for ${message.platform}` });
      return client.send(message, signal);
    },
  };
}
