import { serviceAccountTokens, type ServiceAccount } from './google-oauth.ts';
import { outcomeOfStatus, retryAfterMs, type PushMessage, type PushOutcome } from './push-sender.ts';

export interface FcmOptions {
  projectId: string;
  account: ServiceAccount;
  /** https://fcm.googleapis.com; tests point it at a local stand-in. */
  apiUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
}

interface FcmErrorBody {
  error?: { status?: string; message?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

/** FCM's own error code (UNREGISTERED, QUOTA_EXCEEDED…), else the Google status. */
function errorCodeOf(body: FcmErrorBody): string {
  const fcm = body.error?.details?.find((d) => d['@type']?.endsWith('google.firebase.fcm.v1.FcmError'));
  return fcm?.errorCode ?? body.error?.status ?? 'UNKNOWN';
}

/** The v1 message for one Android device: a notification the system shows, tagged so a repeat replaces it. */
function fcmMessage(message: PushMessage) {
  return {
    message: {
      token: message.token,
      notification: { title: message.title, body: message.body },
      data: message.data,
      android: {
        priority: 'HIGH',
        collapse_key: message.collapseId,
        notification: { tag: message.collapseId },
      },
    },
  };
}

/**
 * Firebase Cloud Messaging's HTTP v1 API (projects.messages.send) for Android devices,
 * authorised with a service account's OAuth 2.0 token. UNREGISTERED (404) is a dead token;
 * 429 and 5xx are retried (Retry-After honoured); a 401 drops the cached token and retries.
 */
export function createFcmClient(options: FcmOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const tokens = serviceAccountTokens(options.account, { fetch: doFetch, now });
  const url = `${options.apiUrl.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;

  return {
    async send(message: PushMessage, signal?: AbortSignal): Promise<PushOutcome> {
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${await tokens.token(signal)}`, 'content-type': 'application/json' },
          body: JSON.stringify(fcmMessage(message)),
          ...(signal && { signal }),
        });
      } catch (err) {
        return { kind: 'retry', reason: `FCM not reached: ${(err as Error).message}` };
      }
      if (res.ok) return { kind: 'sent' };
      const code = errorCodeOf((await res.json().catch(() => ({}))) as FcmErrorBody);
      if (res.status === 404 || code === 'UNREGISTERED') return { kind: 'unregistered' };
      if (res.status === 401) {
        tokens.forget();
        return { kind: 'retry', reason: `FCM ${res.status} ${code}` };
      }
      return outcomeOfStatus(
        res.status,
        `FCM ${res.status} ${code}`,
        retryAfterMs(res.headers.get('retry-after'), now()),
      );
    },
  };
}
