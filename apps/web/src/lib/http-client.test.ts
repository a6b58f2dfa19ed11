import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureHttpClient, HttpError, pingServer, request, type HttpClientDeps } from './http-client.ts';
import { installFakeFetch, jsonResponse, problemResponse } from '../test/fake-fetch.ts';

/** A session whose renewal swaps 'old' for 'new', as the store wiring does. */
function fakeSession(refresh: () => Promise<void> = async () => undefined) {
  const session = { token: 'old' as string | null };
  const refreshSession = vi.fn(async () => {
    await refresh();
    session.token = 'new';
  });
  const deps: HttpClientDeps = { getAccessToken: () => session.token, refreshSession, getLanguage: () => 'en' };
  configureHttpClient(deps);
  return { session, refreshSession };
}

const bearer = (token: string) => `Bearer ${token}`;

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: {} }, fr: { common: {} } } });
});

afterEach(() => {
  configureHttpClient(null);
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('sends JSON with the bearer token and answers the parsed body', async () => {
    fakeSession();
    const { requests } = installFakeFetch(() => jsonResponse(200, { ok: 1 }));

    const body = await request('/api/things', {
      method: 'POST',
      body: { a: 1 },
      params: { q: 'x y', skip: undefined },
    });

    expect(body).toEqual({ ok: 1 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/things?q=x+y',
      body: { a: 1 },
      headers: { authorization: bearer('old'), 'content-type': 'application/json', 'accept-language': 'en-US' },
    });
  });

  it('sends no Content-Type on a call without a body (a DELETE, or a POST that takes none)', async () => {
    fakeSession();
    const { requests } = installFakeFetch(() => jsonResponse(204));

    await request('/api/things/1', { method: 'DELETE' });
    await request('/api/things/1/default', { method: 'POST' });

    for (const sent of requests) {
      expect(sent.headers).not.toHaveProperty('content-type');
      expect(sent.headers.authorization).toBe(bearer('old'));
      expect(sent.body).toBeUndefined();
    }
  });

  it('sends a Blob (a picked file) as it is, with its own content type', async () => {
    fakeSession();
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['a,b\n1,2\n'], { type: 'text/csv' });

    await request('/api/things/import', { method: 'POST', body: file });
    await request('/api/things/photo', { method: 'PUT', body: new Blob([new Uint8Array([1, 2])]) });

    const [first, second] = fetchMock.mock.calls.map(([, init]) => init);
    expect(first!.body).toBe(file);
    expect((first!.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
    expect((second!.headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream');
  });

  it('sends Accept-Language from the i18next language: en-US, fr-CA', async () => {
    configureHttpClient({ getAccessToken: () => null, refreshSession: async () => undefined });
    const { requests } = installFakeFetch(() => jsonResponse(204));

    await i18next.changeLanguage('fr');
    await request('/api/a');
    await i18next.changeLanguage('en');
    await request('/api/b');

    expect(requests.map((r) => r.headers['accept-language'])).toEqual(['fr-CA', 'en-US']);
  });

  it('leaves Authorization out without a token and prefixes the configured base URL', async () => {
    configureHttpClient({
      getAccessToken: () => null,
      refreshSession: async () => undefined,
      baseUrl: 'https://api.example/',
    });
    const { requests } = installFakeFetch(() => jsonResponse(200, 'plain', 'text/plain'));

    expect(await request('/api/x')).toBe('"plain"');
    expect(requests[0]?.url).toBe('https://api.example/api/x');
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('treats 200-299 as success and rejects anything else with HttpError and its parsed body', async () => {
    fakeSession();
    installFakeFetch((r) =>
      r.url.endsWith('/ok') ? jsonResponse(299, { fine: true }) : problemResponse(404, 'NotFoundException'),
    );

    await expect(request('/api/ok')).resolves.toEqual({ fine: true });
    const error = await request('/api/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'Request failed with status code 404',
      status: 404,
      body: { type: 'https://playeats.app/problems/NotFoundException', status: 404 },
    });
  });

  it('validates the answer with a schema when given one', async () => {
    fakeSession();
    installFakeFetch(() => jsonResponse(200, { n: 'not a number' }));
    const schema = {
      parse(input: unknown) {
        const n = (input as { n?: unknown }).n;
        if (typeof n !== 'number') throw new TypeError('n must be a number');
        return { n };
      },
    };
    await expect(request('/api/n', { schema })).rejects.toThrow('n must be a number');
  });
});

describe('401 handling', () => {
  it('renews the session once and retries once with the new token', async () => {
    const { refreshSession } = fakeSession();
    const { requests } = installFakeFetch((r) =>
      r.headers.authorization === bearer('new')
        ? jsonResponse(200, { data: 'ok' })
        : problemResponse(401, 'UnauthorizedException'),
    );

    await expect(request('/api/users/dollars')).resolves.toEqual({ data: 'ok' });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/api/users/dollars', bearer('old')],
      ['/api/users/dollars', bearer('new')],
    ]);
  });

  it('leaves a 401 that is an answer (wrong current password) to the caller, without renewing', async () => {
    const { refreshSession } = fakeSession();
    const { requests } = installFakeFetch(() => problemResponse(401, 'InvalidCredentialsException'));
    await expect(request('/api/users/me/password', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('rejects with the second 401 without renewing again', async () => {
    const { refreshSession } = fakeSession();
    const { requests } = installFakeFetch(() => problemResponse(401, 'UnauthorizedException'));

    await expect(request('/api/x')).rejects.toMatchObject({
      status: 401,
      message: 'Request failed with status code 401',
    });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it('lets concurrent 401s share one renewal', async () => {
    let finishRefresh: () => void = () => undefined;
    const { refreshSession } = fakeSession(() => new Promise<void>((resolve) => (finishRefresh = resolve)));
    const { requests } = installFakeFetch((r) =>
      r.headers.authorization === bearer('new')
        ? jsonResponse(200, r.url)
        : problemResponse(401, 'UnauthorizedException'),
    );

    const all = Promise.all(['/api/a', '/api/b', '/api/c'].map((path) => request(path)));
    await vi.waitFor(() => expect(refreshSession).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    finishRefresh();

    await expect(all).resolves.toEqual(['/api/a', '/api/b', '/api/c']);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.headers.authorization === bearer('new'))).toHaveLength(3);
  });

  it('does not renew again for a call that was sent before another renewal finished', async () => {
    const { session, refreshSession } = fakeSession();
    installFakeFetch((r) => {
      if (r.headers.authorization === bearer('old')) {
        session.token = 'new'; // someone else renewed meanwhile
        return problemResponse(401, 'UnauthorizedException');
      }
      return jsonResponse(200, { ok: true });
    });

    await expect(request('/api/x')).resolves.toEqual({ ok: true });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('passes a failed renewal on to the caller', async () => {
    fakeSession(async () => {
      throw new Error('Need to logout');
    });
    installFakeFetch(() => problemResponse(401, 'UnauthorizedException'));
    await expect(request('/api/x')).rejects.toThrow('Need to logout');
  });

  it('leaves a 401 alone when nobody is signed in (wrong credentials) or the caller opts out', async () => {
    const refreshSession = vi.fn(async () => undefined);
    configureHttpClient({ getAccessToken: () => null, refreshSession });
    installFakeFetch(() => problemResponse(401, 'UnauthorizedException'));
    await expect(request('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });

    configureHttpClient({ getAccessToken: () => 'old', refreshSession });
    await expect(request('/api/x', { refreshOnUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

describe('pingServer', () => {
  it('sends HEAD /api/ping uncached and answers whether it succeeded', async () => {
    configureHttpClient({ getAccessToken: () => null, refreshSession: async () => undefined });
    const { requests } = installFakeFetch(() => new Response(null, { status: 200 }));
    await expect(pingServer()).resolves.toBe(true);
    expect(requests[0]).toMatchObject({ method: 'HEAD', url: '/api/ping', cache: 'no-store' });

    installFakeFetch(() => new Response(null, { status: 503 }));
    await expect(pingServer()).resolves.toBe(false);

    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(pingServer()).resolves.toBe(false);
  });
});
