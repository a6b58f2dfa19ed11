import type { SmsSender } from './sms.ts';

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  /** A sender number (E.164) or a Messaging Service SID (starts with MG). */
  from: string;
  /** https://api.twilio.com, or a local stand-in in tests. */
  apiUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /** Longest wait before the one retry, whatever Retry-After asks: the user is waiting. */
  maxRetryDelayMs?: number;
}

/** A send Twilio refused; `code` is Twilio's error code (e.g. 21211 invalid To number). */
export class TwilioError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: number | null,
  ) {
    super(message);
    this.name = 'TwilioError';
  }
}

const DEFAULT_RETRY_DELAY_MS = 500;

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Retry-After is either delta-seconds or an HTTP date. */
function retryDelay(header: string | null, max: number): number {
  if (header === null) return Math.min(DEFAULT_RETRY_DELAY_MS, max);
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  if (!Number.isFinite(ms)) return Math.min(DEFAULT_RETRY_DELAY_MS, max);
  return Math.max(0, Math.min(ms, max));
}

async function errorFrom(response: Response): Promise<TwilioError> {
  let code: number | null = null;
  let detail = response.statusText;
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'number') code = body.code;
    if (typeof body.message === 'string') detail = body.message;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return new TwilioError(
    `Twilio refused the SMS (HTTP ${response.status}${code === null ? '' : `, code ${code}`}): ${detail}`,
    response.status,
    code,
  );
}

/** Twilio's Programmable Messaging REST API (Messages resource, API version 2010-04-01). */
export function createTwilioSmsSender(options: TwilioSmsOptions): SmsSender {
  const {
    accountSid,
    authToken,
    from,
    apiUrl,
    fetch = globalThis.fetch,
    timeoutMs = 10_000,
    maxRetryDelayMs = 2_000,
  } = options;
  const endpoint = `${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  // A Messaging Service picks the sender number itself (and handles opt-outs per number).
  const sender: [string, string] = from.startsWith('MG') ? ['MessagingServiceSid', from] : ['From', from];

  const post = async (body: string): Promise<Response> => {
    try {
      return await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      // Not retried: after a timeout Twilio may well have queued the message.
      const reason = err instanceof Error ? err.message : String(err);
      throw new Error(`Twilio request failed: ${reason}`, { cause: err });
    }
  };

  return {
    kind: 'twilio',
    async send(message) {
      const body = new URLSearchParams([['To', message.to], sender, ['Body', message.body]]).toString();
      let response = await post(body);
      // Once only, and briefly: the user is waiting for the code. A 429 was not queued; a
      // 5xx rarely was, and a duplicate code is a smaller harm than none.
      if (isRetryable(response.status)) {
        await response.body?.cancel();
        await new Promise((resolve) =>
          setTimeout(resolve, retryDelay(response.headers.get('retry-after'), maxRetryDelayMs)),
        );
        response = await post(body);
      }
      if (response.status === 201) {
        await response.body?.cancel();
        return;
      }
      throw await errorFrom(response);
    },
  };
}
