import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { fireNative, nativeCalls, simulateNativeBridge, useMobileApp } from './support/mobile-app.ts';
import { useServer } from './support/server.ts';

// Push notifications in the apps (decision 0034): the CAPACITOR build with the native
// bridge simulated, the push plugin answering as a phone whose owner allows notifications,
// the real server behind with its local push sender (the dev outbox).
const server = useServer({ env: { ORDER_SIMULATOR: 'false', PUSH_DELIVERY_EVERY_MS: '200' } });
const app = useMobileApp(() => server.url);
const browser = useBrowser();

const TOKEN = 'e2e-fcm-token-0123456789abcdef';
const o = (key: string) => text('en', 'ordering', key);
const auth = (key: string) => text('en', 'auth', key);

/**
 * The push plugin on top of the simulated bridge: its header (so @capacitor/core routes it
 * to the native side), the permission the system holds (prompt until asked, then granted),
 * and a token sent as the `registration` event after `register`, as the shells do.
 */
async function simulatePushPlugin(page: Page): Promise<void> {
  await page.addInitScript((token) => {
    type Cap = {
      PluginHeaders: { name: string; methods: { name: string; rtype: string }[] }[];
      nativePromise(plugin: string, method: string, options?: Record<string, unknown>): Promise<unknown>;
    };
    const cap = (window as unknown as { Capacitor: Cap }).Capacitor;
    const methods = ['checkPermissions', 'requestPermissions', 'register', 'unregister', 'removeListener'];
    cap.PluginHeaders.push({
      name: 'PushNotifications',
      methods: [...methods.map((name) => ({ name, rtype: 'promise' })), { name: 'addListener', rtype: 'callback' }],
    });
    let receive = 'prompt';
    const recorded = cap.nativePromise.bind(cap);
    cap.nativePromise = async (plugin, method, options) => {
      const answer = recorded(plugin, method, options);
      if (plugin !== 'PushNotifications') return answer;
      if (method === 'checkPermissions') return { receive };
      if (method === 'requestPermissions') {
        receive = 'granted';
        return { receive };
      }
      if (method === 'register') {
        setTimeout(() => window.__native?.fire('PushNotifications', 'registration', { value: token }), 0);
      }
      return answer;
    };
  }, TOKEN);
}

interface PushMessage {
  channel: string;
  recipient: string;
  subject: string | null;
  text: string;
  metadata: { data?: { orderId?: string } };
}

async function pushesTo(token: string): Promise<PushMessage[]> {
  const res = await fetch(`${server.url}/api/dev/outbox?channel=push&recipient=${encodeURIComponent(token)}`);
  return (await res.json()) as PushMessage[];
}

describe('push notifications in the apps', () => {
  it('turned on from the notifications page: the token reaches the server, an order change is pushed, a tap opens the order', async () => {
    const me = await Customer.create(server.url, 'e2e-mobile-push@example.com');
    const addressId = await me.addAddress();
    await me.addCard('4242424242424242', true);

    const page = await browser.newPage({ device: 'phone' });
    await simulateNativeBridge(page, 'android');
    await simulatePushPlugin(page);
    await openApp(page, `${app.url()}/login`);
    await page.getByLabel(auth('fields.email')).fill(me.email);
    await page.getByLabel(auth('fields.password'), { exact: true }).fill(me.password);
    await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
    await page.waitForURL(`${app.url()}/dashboard`);

    await openApp(page, `${app.url()}/notifications`);
    const toggle = page.getByRole('checkbox', { name: o('push.toggle') });
    await toggle.waitFor();
    await expectNoAxeViolations(page);
    // Nothing asked of the system before the person turns it on.
    expect((await nativeCalls(page, 'PushNotifications')).map((c) => c.method)).not.toContain('requestPermissions');
    // Checked once the system said yes (the switch follows the recorded choice).
    await toggle.click();
    await expect
      .poll(async () => (await nativeCalls(page, 'PushNotifications')).map((c) => c.method))
      .toEqual(expect.arrayContaining(['requestPermissions', 'register']));
    await expect.poll(() => toggle.isChecked()).toBe(true);

    // The server pushes the order's cancellation to the token the app registered.
    await me.fillCart(await demoPlaceId(server.url), { 'Club Sandwich': 2 });
    const order = await me.placeOrder(addressId);
    await me.call('POST', `/api/users/me/orders/${order.id}/cancel`, {});
    await expect.poll(async () => (await pushesTo(TOKEN)).length, { timeout: 10_000 }).toBe(1);
    const [push] = await pushesTo(TOKEN);
    expect(push!.text).toBe(`Order #${order.number} from Poutinerie du Quartier was cancelled.`);
    expect(push!.metadata.data?.orderId).toBe(order.id);

    await fireNative(page, 'PushNotifications', 'pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: push!.metadata.data },
    });
    await page.waitForURL(`${app.url()}/orders/${order.id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoAxeViolations(page);
  });
});
