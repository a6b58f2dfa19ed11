/**
 * The dev outbox (GET /api/dev/outbox on the test server): the e-mails and SMS the
 * server would have sent, with their links and codes in metadata. Plus the API calls a
 * spec needs to set up an account without going through the pages it is not testing.
 */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  metadata: Record<string, unknown>;
  createdAt: string;
}

export const CLIENT = { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' } as const;

const WAIT_MS = 10_000;

export async function listOutbox(serverUrl: string, recipient: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${serverUrl}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return (await expectStatus(res, 200, 'GET /api/dev/outbox')) as OutboxMessage[];
}

/**
 * The newest message of this kind for the recipient that is not in `seen` (ids of
 * messages a step already used). The server sends after answering, so this polls.
 */
export async function waitForMessage(
  serverUrl: string,
  recipient: string,
  kind: string,
  seen: ReadonlySet<string> = new Set(),
): Promise<OutboxMessage> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = (await listOutbox(serverUrl, recipient)).find((m) => m.metadata.kind === kind && !seen.has(m.id));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no '${kind}' message for ${recipient} within ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The message's link as a path: links carry the server's PUBLIC_URL (localhost), while
 * specs browse the server at 127.0.0.1, another origin with its own storage.
 */
export function linkPath(message: OutboxMessage): string {
  const link = message.metadata.link;
  if (typeof link !== 'string') throw new Error(`message ${message.id} has no link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export function smsCode(message: OutboxMessage): string {
  const code = message.metadata.code;
  if (typeof code !== 'string') throw new Error(`message ${message.id} has no code`);
  return code;
}

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
}

async function post(serverUrl: string, path: string, body: unknown, accessToken?: string): Promise<Response> {
  return fetch(`${serverUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * Reads the whole answer (an unread one keeps its connection busy and holds up the
 * server's graceful stop: issue 20) and returns its JSON body, if any.
 */
async function expectStatus(res: Response, status: number, what: string): Promise<unknown> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${text}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** Signs up and activates an account through the API; returns its first session. */
export async function createActiveAccount(serverUrl: string, email: string, password: string): Promise<ApiSession> {
  await expectStatus(
    await post(serverUrl, '/api/auth/signup', {
      email,
      password,
      country: 'CANADA',
      language: 'en',
      acceptTerms: true,
    }),
    202,
    'sign-up',
  );
  const token = linkPath(await waitForMessage(serverUrl, email, 'activation'))
    .split('/')
    .pop();
  return (await expectStatus(
    await post(serverUrl, '/api/auth/activate', { ...CLIENT, token }),
    200,
    'activation',
  )) as ApiSession;
}

/**
 * Adds a confirmed phone to the account: POST /api/users/me/phone (the password confirms
 * it is the owner), then the SMS code to /confirm.
 */
export async function confirmPhone(
  serverUrl: string,
  session: ApiSession,
  { phone, e164, password }: { phone: string; e164: string; password: string },
): Promise<void> {
  await expectStatus(
    await post(serverUrl, '/api/users/me/phone', { phone, password }, session.accessToken),
    202,
    'phone change',
  );
  const code = smsCode(await waitForMessage(serverUrl, e164, 'smsPhoneChangeCode'));
  await expectStatus(
    await post(serverUrl, '/api/users/me/phone/confirm', { phone, code }, session.accessToken),
    200,
    'phone confirmation',
  );
}

/** The desktop's half of a QR sign-in, created through the API. */
export async function createQrLogin(serverUrl: string): Promise<{ qrToken: string; pollSecret: string }> {
  return (await expectStatus(await post(serverUrl, '/api/auth/qr', CLIENT), 201, 'QR creation')) as {
    qrToken: string;
    pollSecret: string;
  };
}

export async function claimQrLogin(serverUrl: string, qrToken: string, pollSecret: string): Promise<unknown> {
  const res = await post(serverUrl, `/api/auth/qr/${qrToken}/claim`, { pollSecret });
  return res.json();
}
