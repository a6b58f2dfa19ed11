import { ACCEPT_LANGUAGE, currentLanguage, type Language } from './i18n.ts';

/**
 * The API client (spec sections 7 and 8): fetch with a bearer token, JSON content type
 * and Accept-Language; 200-299 is success; no timeout. A 401 on an authenticated call
 * renews the session once (shared by concurrent calls) and retries the call once.
 *
 * lib must not import features or the store, so the app injects what the client needs
 * from them with configureHttpClient (see connectHttpClient in app/store.ts).
 */
export interface HttpClientDeps {
  /** The current access token (auth.accessToken). */
  getAccessToken: () => string | null;
  /** Renews the access token; rejects when that is impossible (e.g. 'Need to logout'). */
  refreshSession: () => Promise<void>;
  /** Whether a renewal is possible (a refresh token is held); defaults to "the call carried a token". */
  hasSession?: () => boolean;
  /** The app language; defaults to the i18next instance's. */
  getLanguage?: () => Language;
  /** Prefix of every path; defaults to VITE_API_BASE_URL, or '' (same origin). */
  baseUrl?: string;
}

/** Anything with a zod-like `parse`; keeps zod itself out of this module. */
export interface Parser<T> {
  parse(input: unknown): T;
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON; a Blob (a File the user picked) is sent as it is, with its own type. */
  body?: unknown;
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** Default true. False for calls that must not renew the session, such as the renewal itself. */
  refreshOnUnauthorized?: boolean;
  /** Default true. False leaves out the Authorization header. */
  authenticated?: boolean;
}

/** A response outside 200-299. `body` is the parsed JSON (problem details included) or text. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
  ) {
    super(`Request failed with status code ${status}`);
  }
}

/** Statuses that may pass on their own: the server's trouble (5xx), a time-out (408), too many requests (429). */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * A failure worth trying again without changing anything: no answer at all (fetch's
 * TypeError: offline, a dropped connection, DNS) or a transient status. Any other answer
 * (400, 401, 403, 404, 409...) is the server's final word: the same call gets it again.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof HttpError) return isTransientStatus(error.status);
  return error instanceof TypeError;
}

/**
 * The API's base URL: set at build time (VITE_API_BASE_URL: the overlay and the mobile
 * apps call the API at an absolute URL), unless the page names another in a
 * `playeats-api-base` meta tag (the overlay simulator serves the overlay build from the
 * API's own origin that way).
 */
function envBaseUrl(): string {
  const meta = globalThis.document?.querySelector<HTMLMetaElement>('meta[name="playeats-api-base"]');
  if (meta) return meta.content;
  const value: unknown = import.meta.env.VITE_API_BASE_URL;
  return typeof value === 'string' ? value : '';
}

let deps: HttpClientDeps | null = null;
let refreshInFlight: Promise<void> | null = null;

export function configureHttpClient(next: HttpClientDeps | null): void {
  deps = next;
  refreshInFlight = null;
}

/** Concurrent 401s share one renewal: refresh tokens rotate, so a second one would present a used token. */
function refreshOnce(refresh: () => Promise<void>): Promise<void> {
  refreshInFlight ??= refresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Renews the session as a 401 does (one renewal shared by everyone waiting), for callers
 * that do not go through request(): the event stream.
 */
export function renewSession(): Promise<void> {
  if (!deps) return Promise.reject(new Error('the HTTP client is not connected to a session'));
  return refreshOnce(deps.refreshSession);
}

export function apiUrl(path: string, params?: RequestOptions['params']): string {
  const base = (deps?.baseUrl ?? envBaseUrl()).replace(/\/+$/, '');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

async function parseBody(response: Response, method: HttpMethod): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  // application/json and application/problem+json alike.
  if (/\bjson\b/i.test(response.headers.get('content-type') ?? '')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const method = options.method ?? 'GET';
  const language = deps?.getLanguage?.() ?? currentLanguage();
  const hasBody = options.body !== undefined;
  const blob = options.body instanceof Blob ? options.body : null;
  // JSON content type on every call that carries a body; a call without one sends no
  // Content-Type (as axios does), since "JSON" with nothing in it is not valid JSON.
  const headers: Record<string, string> = {
    ...(hasBody ? { 'Content-Type': blob ? blob.type || 'application/octet-stream' : 'application/json' } : {}),
    'Accept-Language': ACCEPT_LANGUAGE[language],
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...options.headers,
  };
  return fetch(apiUrl(path, options.params), {
    method,
    headers,
    ...(hasBody ? { body: blob ?? JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
  });
}

/**
 * A 401 means "renew the session" only when the server says the session is the problem
 * (UnauthorizedException) or says nothing; a 401 with another problem (wrong current
 * password, sign in again first) is an answer for the caller, and renewing would only
 * rotate the refresh token under its feet.
 */
async function sessionExpired(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { type?: unknown };
    if (typeof body?.type === 'string') return body.type.split('/').pop() === 'UnauthorizedException';
  } catch {
    // Not JSON: an old server or a proxy; treat it as an expired session.
  }
  return true;
}

export function request<T>(path: string, options: RequestOptions & { schema: Parser<T> }): Promise<T>;
export function request(path: string, options?: RequestOptions): Promise<unknown>;
export async function request<T>(
  path: string,
  options: RequestOptions & { schema?: Parser<T> } = {},
): Promise<unknown> {
  const method = options.method ?? 'GET';
  const token = options.authenticated === false ? null : (deps?.getAccessToken() ?? null);
  let response = await send(path, options, token);

  // Only a signed-in caller can be cured by renewing the token; a 401 on a sign-in
  // attempt means wrong credentials and must reach the caller untouched.
  const authenticated = options.authenticated !== false;
  if (
    response.status === 401 &&
    authenticated &&
    options.refreshOnUnauthorized !== false &&
    deps &&
    (deps.hasSession?.() ?? token !== null) &&
    (await sessionExpired(response))
  ) {
    const current = deps.getAccessToken();
    // A renewal finished while this call was in flight: just retry with the new token.
    if (current === token) await refreshOnce(deps.refreshSession);
    response = await send(path, options, deps.getAccessToken());
  }

  const body = await parseBody(response, method);
  if (response.status < 200 || response.status > 299) throw new HttpError(response.status, body, response.url);
  return options.schema ? options.schema.parse(body) : body;
}

/** Connectivity check (spec section 7): HEAD /api/ping, never cached; any failure means offline. */
export async function pingServer(): Promise<boolean> {
  try {
    await request('/api/ping', { method: 'HEAD', cache: 'no-store', refreshOnUnauthorized: false });
    return true;
  } catch {
    return false;
  }
}
