import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotificationPollingChanged } from '../../auth/auth-slice.ts';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { NotificationBell } from '../components/notification-bell.tsx';
import { NotificationPoller } from '../components/notification-poller.tsx';
import { notification } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  renderOrdering,
  resetOrderingTest,
  type RenderOrderingOptions,
} from '../../../test/ordering/render-ordering.tsx';
import { NOTIFICATION_POLL_MS } from './use-notification-polling.ts';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  resetOrderingTest();
});

const NOTIFICATIONS = '/api/users/me/notifications';

function fakeVisibility(initial = true) {
  let visible = initial;
  let listener: ((visible: boolean) => void) | undefined;
  return {
    platform: {
      onVisibilityChange(l: (visible: boolean) => void) {
        listener = l;
        return () => {
          listener = undefined;
        };
      },
    },
    isVisible: () => visible,
    set(next: boolean) {
      visible = next;
      act(() => listener?.(next));
    },
  };
}

async function renderPoller(
  options: Partial<RenderOrderingOptions> & { visibility?: ReturnType<typeof fakeVisibility> } = {},
) {
  const visibility = options.visibility ?? fakeVisibility();
  const view = await renderOrdering({
    path: '/',
    routes: [{ path: '/', element: <p>Page</p> }],
    layout: (
      <>
        <NotificationPoller platform={visibility.platform} isVisible={visibility.isVisible} />
        <NotificationBell />
      </>
    ),
    ...options,
  });
  return { ...view, visibility };
}

const polls = (requests: Awaited<ReturnType<typeof renderPoller>>['requests']) =>
  callsTo(requests, 'GET', NOTIFICATIONS).map((r) => new URL(r.url, 'http://localhost').searchParams.get('after'));

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('notification polling (spec section 4)', () => {
  it('polls at once, then every 30 s asking only for newer ones; the bell shows the unread count', async () => {
    const { requests, state } = await renderPoller({ state: { notifications: [notification(2), notification(1)] } });
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
    expect(polls(requests)).toEqual([null]);
    state.notifications = [notification(3), ...state.notifications];
    await tick(NOTIFICATION_POLL_MS - 100);
    expect(polls(requests)).toHaveLength(1);
    await tick(100);
    await waitFor(() => expect(polls(requests)).toEqual([null, '2']));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await tick(NOTIFICATION_POLL_MS);
    await waitFor(() => expect(polls(requests)).toEqual([null, '2', '3']));
  });

  it('currentlyPolling is true while a poll runs, false after', async () => {
    let release: (() => void) | undefined;
    const { store } = await renderPoller({
      handler: (_request, url) =>
        url.pathname === NOTIFICATIONS
          ? new Promise<Response>((resolve) => {
              release = () => resolve(jsonResponse(200, { items: [], unread: 0 }));
            })
          : undefined,
    });
    await waitFor(() => expect(store.getState().auth.currentlyPolling).toBe(true));
    act(() => release?.());
    await waitFor(() => expect(store.getState().auth.currentlyPolling).toBe(false));
  });

  it('stops while the app is hidden and polls again as soon as it is visible', async () => {
    const { requests, visibility } = await renderPoller();
    await waitFor(() => expect(polls(requests)).toHaveLength(1));
    visibility.set(false);
    await tick(NOTIFICATION_POLL_MS * 3);
    expect(polls(requests)).toHaveLength(1);
    visibility.set(true);
    await waitFor(() => expect(polls(requests)).toHaveLength(2));
  });

  it('does not start while hidden', async () => {
    const { requests } = await renderPoller({ visibility: fakeVisibility(false) });
    await tick(NOTIFICATION_POLL_MS * 2);
    expect(polls(requests)).toHaveLength(0);
  });

  it('resetNotificationPolling restarts it (a full reload at once, then every 30 s) and is cleared', async () => {
    const { requests, store } = await renderPoller({ state: { notifications: [notification(5)] } });
    await waitFor(() => expect(polls(requests)).toEqual([null]));
    await tick(NOTIFICATION_POLL_MS / 2);
    act(() => {
      store.dispatch(resetNotificationPollingChanged(true));
    });
    await waitFor(() => expect(polls(requests)).toEqual([null, null]));
    expect(store.getState().auth.resetNotificationPolling).toBe(false);
    // The 30 s count starts again from the restart.
    await tick(NOTIFICATION_POLL_MS - 100);
    expect(polls(requests)).toHaveLength(2);
    await tick(100);
    await waitFor(() => expect(polls(requests)).toEqual([null, null, '5']));
  });

  it('a failed poll is only logged, and the next one happens', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { requests, store } = await renderPoller({
      handler: (_request, url) =>
        url.pathname === NOTIFICATIONS && fail ? problemResponse(500, 'InternalServerException') : undefined,
    });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('error polling notifications', expect.anything()));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().auth.currentlyPolling).toBe(false);
    fail = false;
    await tick(NOTIFICATION_POLL_MS);
    await waitFor(() => expect(polls(requests)).toHaveLength(2));
  });

  it('asks nothing while signed out', async () => {
    const { requests } = await renderPoller({ signedIn: false });
    await tick(NOTIFICATION_POLL_MS * 2);
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
