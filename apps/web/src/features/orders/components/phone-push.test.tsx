import { act, screen, waitFor } from '@testing-library/react';
import type { PermissionState } from '@capacitor/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCapacitorPush } from '../../../lib/platform/capacitor-push.ts';
import type { NativePlugins } from '../../../lib/platform/native-plugins.ts';
import type { PushChannel } from '../../../lib/platform/push-channel.ts';
import { releasePushDevice, setPushChoice } from '../../../lib/push-device.ts';
import { callsTo, renderOrdering, resetOrderingTest, uuid } from '../../../test/ordering/render-ordering.tsx';
import { usePhonePush } from '../hooks/use-phone-push.ts';
import { NotificationPoller } from './notification-poller.tsx';
import { PushOffer, PushToggle } from './push-offer.tsx';

afterEach(() => resetOrderingTest());

const TOKEN = 'fcm-registration-token-0123456789';
const DEVICES = '/api/users/me/push-devices';
type Listener = (event: unknown) => void;

/**
 * @capacitor/push-notifications as the native side answers: the system's permission (and
 * what the person answers when asked), a token on register, and the events the plugin
 * emits. The rest of the app runs as it is, the adapter included.
 */
function fakePushPlugin(options: { permission?: PermissionState; answer?: PermissionState } = {}) {
  let receive: PermissionState = options.permission ?? 'prompt';
  const listeners = new Map<string, Set<Listener>>();
  const calls: string[] = [];
  const fire = (event: string, payload: unknown) => act(() => listeners.get(event)?.forEach((l) => l(payload)));
  const plugin = {
    checkPermissions: vi.fn(async () => ({ receive })),
    requestPermissions: vi.fn(async () => {
      calls.push('requestPermissions');
      receive = options.answer ?? 'granted';
      return { receive };
    }),
    register: vi.fn(async () => {
      calls.push('register');
      // The token comes as an event, after register resolves (as on the devices).
      setTimeout(() => listeners.get('registration')?.forEach((l) => l({ value: TOKEN })), 0);
    }),
    unregister: vi.fn(async () => void calls.push('unregister')),
    addListener: vi.fn(async (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return { remove: async () => void set.delete(listener) };
    }),
  };
  // Like the proxy registerPlugin returns: any other property is a method that is not
  // implemented (`then` included, so the plugin must never be awaited as a value).
  const proxy = new Proxy(plugin, {
    get: (target, prop) =>
      prop in target
        ? target[prop as keyof typeof target]
        : () => {
            throw new Error(`"PushNotifications.${String(prop)}()" is not implemented on android`);
          },
  });
  const channel = createCapacitorPush({
    plugins: async () => ({ push: proxy as unknown as NativePlugins['push'] }),
    nativePlatform: () => 'android',
  });
  return { channel, calls, fire, listeners };
}

function PhonePushWith({ channel }: { channel: PushChannel }) {
  usePhonePush(channel);
  return null;
}

async function renderPush(channel: PushChannel, options: { signedIn?: boolean; page?: 'offer' | 'toggle' } = {}) {
  const page = options.page === 'toggle' ? <PushToggle channel={channel} /> : <PushOffer channel={channel} />;
  return renderOrdering({
    path: '/confirmation',
    signedIn: options.signedIn ?? true,
    routes: [
      { path: '/confirmation', element: page },
      { path: '/orders/:orderId', element: <h1>Tracking page</h1> },
    ],
    layout: (
      <>
        <PhonePushWith channel={channel} />
        <NotificationPoller />
      </>
    ),
    handler: (request, url) => (url.pathname === DEVICES ? new Response(null, { status: 204 }) : undefined),
  });
}

describe('push notifications on the phone', () => {
  it('asks the system only when the person turns them on after an order, then registers the token', async () => {
    const fake = fakePushPlugin();
    const view = await renderPush(fake.channel);
    expect(fake.calls).toEqual([]);
    await view.user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(callsTo(view.requests, 'POST', DEVICES)).toHaveLength(1));
    expect(fake.calls).toEqual(['requestPermissions', 'register']);
    expect(callsTo(view.requests, 'POST', DEVICES)[0]!.body).toEqual({ token: TOKEN, platform: 'android' });
    expect(callsTo(view.requests, 'POST', DEVICES)[0]!.headers.authorization).toBe('Bearer access-1');
    expect(screen.getByRole('status')).toHaveTextContent('Notifications are on');

    // Signing out: the server forgets the token and the push service drops it.
    await releasePushDevice(fake.channel);
    expect(callsTo(view.requests, 'DELETE', DEVICES).map((r) => r.body)).toEqual([{ token: TOKEN }]);
    expect(fake.calls).toContain('unregister');
  });

  it('records "not now" without the system question, and does not offer again', async () => {
    const fake = fakePushPlugin();
    const view = await renderPush(fake.channel);
    await view.user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.getByRole('status')).toHaveTextContent('You can turn them on from the notifications page');
    view.unmount();
    await renderPush(fake.channel);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('says where to allow them when the system refuses, and registers nothing', async () => {
    const fake = fakePushPlugin({ answer: 'denied' });
    const view = await renderPush(fake.channel);
    await view.user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Notifications are off for PlayEats in your phone's settings",
    );
    expect(fake.calls).toEqual(['requestPermissions']);
    expect(callsTo(view.requests, 'POST', DEVICES)).toEqual([]);
  });

  it('registers again at each start once turned on, without asking, and not while signed out', async () => {
    setPushChoice('on');
    const signedOut = fakePushPlugin({ permission: 'granted' });
    const first = await renderPush(signedOut.channel, { signedIn: false });
    expect(signedOut.calls).toEqual([]);
    first.unmount();

    const fake = fakePushPlugin({ permission: 'granted' });
    const view = await renderPush(fake.channel);
    await waitFor(() => expect(callsTo(view.requests, 'POST', DEVICES)).toHaveLength(1));
    expect(fake.calls).toEqual(['register']);
  });

  it('opens the order of a tapped notification, and refreshes the notifications when one arrives in the app', async () => {
    setPushChoice('on');
    const fake = fakePushPlugin({ permission: 'granted' });
    const view = await renderPush(fake.channel);
    await waitFor(() => expect(fake.listeners.get('pushNotificationActionPerformed')?.size).toBe(1));

    await waitFor(() => expect(callsTo(view.requests, 'GET', '/api/users/me/notifications')).toHaveLength(1));
    fake.fire('pushNotificationReceived', { id: '1', data: {} });
    await waitFor(() => expect(callsTo(view.requests, 'GET', '/api/users/me/notifications')).toHaveLength(2));

    const orderId = uuid(7);
    fake.fire('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '1', data: { orderId } } });
    expect(await screen.findByRole('heading', { name: 'Tracking page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/orders/${orderId}`);
  });

  it('turns them off and on from the notifications page switch', async () => {
    const fake = fakePushPlugin({ permission: 'granted' });
    const view = await renderPush(fake.channel, { page: 'toggle' });
    const toggle = await screen.findByRole('checkbox', { name: 'Order updates on this phone' });
    expect(toggle).not.toBeChecked();
    await view.user.click(toggle);
    await waitFor(() => expect(callsTo(view.requests, 'POST', DEVICES)).toHaveLength(1));
    expect(toggle).toBeChecked();
    await view.user.click(toggle);
    await waitFor(() => expect(callsTo(view.requests, 'DELETE', DEVICES)).toHaveLength(1));
    expect(toggle).not.toBeChecked();
  });
});
