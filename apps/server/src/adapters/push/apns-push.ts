import http2 from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import { outcomeOfStatus, retryAfterMs, type PushMessage, type PushOutcome } from './push-sender.ts';

export interface ApnsOptions {
  /** The .p8 signing key's id, the team that owns it, and the key (PKCS#8 PEM). */
  keyId: string;
  teamId: string;
  privateKey: string;
  /** The app's bundle id (apns-topic). */
  topic: string;
  /** https://api.push.apple.com (production) or https://api.sandbox.push.apple.com; tests: a local stand-in. */
  apiUrl: string;
  now?: () => number;
}

/** Apple refuses a provider token older than an hour and one renewed more than every 20 minutes. */
const TOKEN_LIFE_MS = 40 * 60_000;
/** Reasons that mean the token will never work for this app (APNs' 400 and 410 answers). */
const DEAD_TOKEN = new Set(['BadDeviceToken', 'Unregistered', 'DeviceTokenNotForTopic']);

/**
 * Apple Push Notification service over HTTP/2 with token-based (ES256 JWT) authentication,
 * for iOS devices (the token @capacitor/push-notifications gives on iOS is an APNs token).
 */
export function createApnsClient(options: ApnsOptions) {
  const now = options.now ?? Date.now;
  let session: http2.ClientHttp2Session | null = null;
  let jwt: { value: string; at: number } | null = null;
  let key: ReturnType<typeof importPKCS8> | null = null;

  async function providerToken(): Promise<string> {
    if (jwt && now() - jwt.at < TOKEN_LIFE_MS) return jwt.value;
    key ??= importPKCS8(options.privateKey, 'ES256');
    const at = now();
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: options.keyId })
      .setIssuer(options.teamId)
      .setIssuedAt(Math.floor(at / 1000))
      .sign(await key);
    jwt = { value, at };
    return value;
  }

  function connection(): http2.ClientHttp2Session {
    if (!session || session.closed || session.destroyed) {
      const opened = http2.connect(options.apiUrl);
      // A broken connection is opened again at the next send; the send under way answers retry.
      opened.on('error', () => undefined);
      opened.unref();
      session = opened;
    }
    return session;
  }

  function post(path: string, headers: http2.OutgoingHttpHeaders, body: string, signal?: AbortSignal) {
    return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = connection().request({ ':method': 'POST', ':path': path, ...headers }, signal ? { signal } : {});
      let status = 0;
      let answered: http2.IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      req.on('response', (h) => {
        status = Number(h[':status']);
        answered = h;
      });
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve({ status, headers: answered, body: Buffer.concat(chunks).toString('utf8') }));
      req.on('error', reject);
      req.end(body);
    });
  }

  return {
    async send(message: PushMessage, signal?: AbortSignal): Promise<PushOutcome> {
      const payload = JSON.stringify({
        aps: { alert: { title: message.title, body: message.body }, sound: 'default' },
        ...message.data,
      });
      let res: Awaited<ReturnType<typeof post>>;
      try {
        res = await post(
          `/3/device/${encodeURIComponent(message.token)}`,
          {
            authorization: `bearer ${await providerToken()}`,
            'apns-topic': options.topic,
            'apns-push-type': 'alert',
            'apns-priority': '10',
            'apns-collapse-id': message.collapseId,
            'content-type': 'application/json',
          },
          payload,
          signal,
        );
      } catch (err) {
        return { kind: 'retry', reason: `APNs not reached: ${(err as Error).message}` };
      }
      if (res.status === 200) return { kind: 'sent' };
      const reason = ((): string => {
        try {
          return (JSON.parse(res.body) as { reason?: string }).reason ?? 'Unknown';
        } catch {
          return 'Unknown';
        }
      })();
      if (res.status === 410 || DEAD_TOKEN.has(reason)) return { kind: 'unregistered' };
      if (reason === 'ExpiredProviderToken') {
        jwt = null;
        return { kind: 'retry', reason: `APNs ${res.status} ${reason}` };
      }
      const retryAfter = retryAfterMs(res.headers['retry-after'] as string | undefined, now());
      return outcomeOfStatus(res.status, `APNs ${res.status} ${reason}`, retryAfter);
    },
    close(): void {
      session?.close();
      session = null;
    },
  };
}
