import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { apiRoutes, cleanupAfterEach, pathOf, renderPage, sessionDto } from '../testing/auth-test-utils.tsx';
import { QrSignInPanel } from './qr-sign-in-panel.tsx';

cleanupAfterEach();

const token = (n: number) => `qr-token-${n}`.padEnd(32, 'x');
const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000).toISOString();

/** The QR endpoints: each create gives a new token; claims answer with `claims`. */
function qrServer(claims: (request: RecordedRequest, n: number) => Response, expiresAt = inFiveMinutes) {
  let created = 0;
  let claimed = 0;
  const { requests } = installFakeFetch((request) => {
    if (pathOf(request).endsWith('/claim')) return claims(request, ++claimed);
    created += 1;
    return jsonResponse(201, {
      qrToken: token(created),
      pollSecret: `secret-${created}`.padEnd(20, 's'),
      expiresAt: expiresAt(),
      pollIntervalMs: 2000,
    });
  });
  return {
    claims: () => requests.filter((r) => pathOf(r).endsWith('/claim')),
    creates: () => requests.filter((r) => pathOf(r) === '/api/auth/qr'),
  };
}

const pending = () => jsonResponse(200, { status: 'pending', expiresAt: inFiveMinutes() });

async function openPanel() {
  const onSession = vi.fn();
  const view = await renderPage(<QrSignInPanel onSession={onSession} />, { path: '/login', route: '/login' });
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { onSession, ...view };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

describe('QrSignInPanel', () => {
  it('shows the code as an accessible image with its address, polls, and signs in once approved', async () => {
    const server = qrServer((_request, n) =>
      n < 2 ? pending() : jsonResponse(200, { status: 'approved', session: sessionDto() }),
    );
    const { onSession } = await openPanel();
    const url = `${window.location.origin}/login/${token(1)}`;
    expect(await screen.findByRole('img', { name: /QR code to sign in/ })).toBeInTheDocument();
    expect(screen.getByText(url)).toBeInTheDocument();
    expect(server.creates()[0]?.body).toEqual({ application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' });

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(server.claims()).toHaveLength(1);
    expect(pathOf(server.claims()[0]!)).toBe(`/api/auth/qr/${token(1)}/claim`);
    expect(server.claims()[0]?.body).toEqual({ pollSecret: 'secret-1'.padEnd(20, 's') });
    expect(onSession).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onSession).toHaveBeenCalledWith(sessionDto());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(server.claims()).toHaveLength(2);
  });

  it('shows a new code when the server says the old one expired', async () => {
    const server = qrServer((_request, n) => (n === 1 ? problemResponse(400, 'InvalidTokenException') : pending()));
    await openPanel();
    await screen.findByText(`${window.location.origin}/login/${token(1)}`);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(server.creates()).toHaveLength(2);
    expect(await screen.findByText(`${window.location.origin}/login/${token(2)}`)).toBeInTheDocument();
    expect(screen.getByText(/The previous code expired/)).toBeInTheDocument();
  });

  it('renews the code at its expiry time without asking the server about the dead one', async () => {
    const server = qrServer(
      () => pending(),
      () => new Date(Date.now() + 3000).toISOString(),
    );
    await openPanel();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(server.claims()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(server.creates()).toHaveLength(2);
    expect(server.claims()).toHaveLength(1);
  });

  it('keeps polling through a network blip', async () => {
    const server = qrServer((_request, n) =>
      n === 1 ? problemResponse(503, 'ServiceUnavailableException') : pending(),
    );
    await openPanel();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(server.claims()).toHaveLength(2);
    expect(server.creates()).toHaveLength(1);
  });

  it('stops polling when it goes away', async () => {
    const server = qrServer(() => pending());
    const { unmount } = await openPanel();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    unmount();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.claims()).toHaveLength(1);
  });

  it('offers to try again when no code can be created', async () => {
    const fake = installFakeFetch(
      apiRoutes({ 'POST /api/auth/qr': () => problemResponse(429, 'TooManyRequestsException') }),
    );
    await openPanel();
    expect(await screen.findByText("We couldn't create a code right now.")).toBeInTheDocument();
    fake.fetchMock.mockImplementation(async () => new Promise<Response>(() => undefined));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your code…');
  });
});
