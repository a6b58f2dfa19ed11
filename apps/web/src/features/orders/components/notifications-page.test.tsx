import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { problemResponse } from '../../../test/fake-fetch.ts';
import { notification, ORDER_ID } from '../../../test/ordering/ordering-fixtures.ts';
import {
  callsTo,
  errorDialog,
  renderOrdering,
  resetOrderingTest,
  type RenderOrderingOptions,
} from '../../../test/ordering/render-ordering.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationsPage } from './notifications-page.tsx';

afterEach(() => {
  resetOrderingTest();
});

const READ = '/api/users/me/notifications/read';

const renderPage = (options: Partial<RenderOrderingOptions> = {}) =>
  renderOrdering({
    path: '/notifications',
    routes: [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/orders/:orderId', element: <h1>Tracking page</h1> },
    ],
    layout: <NotificationBell />,
    ...options,
    state: {
      notifications: [
        notification(3, { status: 'out_for_delivery' }),
        notification(2, { status: 'preparing' }),
        notification(1, { status: 'accepted', read: true }),
      ],
      ...options.state,
    },
  });

describe('/notifications', () => {
  it('lists what happened to the orders, newest first, the unread ones marked', async () => {
    await renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.notification-text')?.textContent)).toEqual([
      'New: Order #1042 from Pizza Palace is on its way.',
      'New: Pizza Palace is preparing order #1042.',
      'Pizza Palace accepted order #1042.',
    ]);
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/orders/${ORDER_ID}`);
  });

  it('"Mark all as read" marks them all, on screen and on the server; the bell follows', async () => {
    const { user, requests } = await renderPage();
    // The page fills the cache the bell reads.
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(callsTo(requests, 'POST', READ)[0]!.body).toEqual({});
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(screen.queryByText(/^New:/)).not.toBeInTheDocument();
  });

  it('opening one marks it read and leads to its order', async () => {
    const { user, requests } = await renderPage();
    await user.click(await screen.findByRole('link', { name: /is on its way/ }));
    expect(await screen.findByRole('heading', { name: 'Tracking page' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(requests, 'POST', READ)).toHaveLength(1));
    expect(callsTo(requests, 'POST', READ)[0]!.body).toEqual({ ids: ['3'] });
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('a failure to mark them read reaches the error dialog', async () => {
    const { user } = await renderPage({
      handler: (request, url) => (url.pathname === READ ? problemResponse(500, 'InternalServerException') : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await errorDialog()).toHaveTextContent('Something went wrong on our side.');
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    await renderPage({ state: { notifications: [] } });
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('in French', async () => {
    await renderPage({ lng: 'fr' });
    expect(await screen.findByText('2 non lues')).toBeInTheDocument();
    expect(screen.getByText(/La commande nº 1042 de Pizza Palace est en route\./)).toBeInTheDocument();
  });
});
