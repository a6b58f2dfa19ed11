import { vi } from 'vitest';

/**
 * Test support only (imported by *.test.ts files, never by app code): a global `fetch`
 * stub that records every request and answers from a handler, like a tiny server.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  cache: RequestCache | undefined;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown, contentType = 'application/json'): Response {
  const empty = body === undefined || status === 204;
  return new Response(empty ? null : JSON.stringify(body), {
    status,
    headers: empty ? {} : { 'content-type': contentType },
  });
}

export function problemResponse(status: number, name: string, detail?: string): Response {
  return jsonResponse(
    status,
    { type: `https://playeats.app/problems/${name}`, title: name, status, ...(detail ? { detail } : {}) },
    'application/problem+json',
  );
}

export function installFakeFetch(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const recorded: RecordedRequest = {
      method: init.method ?? 'GET',
      url: String(input),
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      cache: init.cache,
    };
    requests.push(recorded);
    // Like fetch, an aborted signal (a cancelled query, a time-out) rejects with its reason.
    const { signal } = init;
    signal?.throwIfAborted();
    const answer = Promise.resolve(handler(recorded));
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      answer.then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
