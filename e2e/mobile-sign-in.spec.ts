import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProviderServer } from '../apps/server/test/oidc-provider.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { Customer } from './support/customer.ts';
import { fireNative, nativeCalls, simulateNativeBridge, useMobileApp } from './support/mobile-app.ts';
import { startServer, type TestServer } from './support/server.ts';

// Google sign-in in the iOS app (decision 0032): the CAPACITOR build with Capacitor's
// bridge simulated, the real server, and a real OpenID provider standing in for Google.
// The system browser is the test: it signs in at the address the app asked the Browser
// plugin to open, and hands the provider's redirect back to the app as iOS would.
const WEB_CLIENT = 'playeats-web.apps.googleusercontent.com';
const IOS_CLIENT = '4321-e2e.apps.googleusercontent.com';
const IOS_REDIRECT = 'com.googleusercontent.apps.4321-e2e:/oauth2redirect/google';

let provider: TestOidcProviderServer;
let server: TestServer;
beforeAll(async () => {
  provider = await startOidcProvider({
    clients: [{ clientId: WEB_CLIENT }, { clientId: IOS_CLIENT, nativeRedirectUris: [IOS_REDIRECT] }],
  });
  server = await startServer({
    env: {
      ORDER_SIMULATOR: 'false',
      GOOGLE_CLIENT_ID: WEB_CLIENT,
      GOOGLE_IOS_CLIENT_ID: IOS_CLIENT,
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_JWKS_URL: provider.jwksUrl,
      GOOGLE_AUTHORIZE_URL: `${provider.issuer}/auth`,
      GOOGLE_TOKEN_URL: `${provider.issuer}/token`,
    },
  });
});
afterAll(async () => {
  await server?.dispose();
  await provider?.close();
});
const app = useMobileApp(() => server.url);
const browser = useBrowser();
const auth = (key: string) => text('en', 'auth', key);

async function openSocialLogin(): Promise<Page> {
  const page = await browser.newPage({ device: 'phone' });
  await simulateNativeBridge(page, 'ios');
  await openApp(page, `${app.url()}/socialLogin`);
  return page;
}

/** The address the app opened in the system browser, once it did. */
async function openedInBrowser(page: Page, count: number): Promise<string> {
  await expect
    .poll(async () => (await nativeCalls(page, 'Browser')).filter((c) => c.method === 'open').length)
    .toBe(count);
  const opens = (await nativeCalls(page, 'Browser')).filter((c) => c.method === 'open');
  return String(opens.at(-1)!.options!.url);
}

describe('Google sign-in in the iOS app', () => {
  it('goes through the system browser and comes back signed in', async () => {
    const me = await Customer.create(server.url, 'e2e-app-google@example.com');
    const page = await openSocialLogin();
    const button = page.getByRole('button', { name: auth('social.google') });
    await button.waitFor();
    await expectNoAxeViolations(page);

    await button.click();
    const authorizeUrl = await openedInBrowser(page, 1);
    expect(new URL(authorizeUrl).searchParams.get('code_challenge_method')).toBe('S256');
    await page.getByRole('button', { name: auth('social.googleWorking') }).waitFor();

    const back = await provider.signInAt(authorizeUrl, { sub: 'google-e2e-1', email: me.email });
    expect(back.href.startsWith(`${IOS_REDIRECT}?`)).toBe(true);
    await fireNative(page, 'App', 'appUrlOpen', { url: back.href });
    await page.waitForURL(`${app.url()}/dashboard`);
    expect((await nativeCalls(page, 'Browser')).some((c) => c.method === 'close')).toBe(true);
  });

  it('closing the browser leaves the page as it was, with nothing to report', async () => {
    const page = await openSocialLogin();
    await page.getByRole('button', { name: auth('social.google') }).click();
    await openedInBrowser(page, 1);
    await fireNative(page, 'Browser', 'browserFinished', {});
    await page.getByRole('button', { name: auth('social.google') }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/socialLogin');
    await expectNoAxeViolations(page);
  });
});
