import type { NativePlugins } from './native-plugins.ts';

/** An authorization request the app opens in the system browser, and the redirect it waits for. */
export interface SystemBrowserRequest {
  url: string;
  redirectUri: string;
}

/** The person closed the browser (Done, back, swipe) or started again: nothing to report (spec section 8). */
export class BrowserClosedError extends Error {
  override readonly name = 'BrowserClosedError';
  readonly cancelled = true;
  constructor() {
    super('The sign-in browser was closed');
  }
}

/**
 * How long a closed browser waits for the redirect before it counts as a cancel. Android
 * reports the Custom Tab hidden when the redirect opens the app too, in no set order with
 * the app's link event; on iOS only the person closes the browser.
 */
export const BROWSER_CLOSED_GRACE_MS = 1000;

/** Whether a link that opened the app is the redirect (the redirect URI, then its query or fragment). */
export function isRedirectTo(link: string, redirectUri: string): boolean {
  const [lower, expected] = [link.toLowerCase(), redirectUri.toLowerCase()];
  if (!lower.startsWith(expected)) return false;
  const next = lower.charAt(expected.length);
  return next === '' || next === '?' || next === '#';
}

type Plugins = Pick<NativePlugins, 'app' | 'browser'>;

/**
 * Sign-in through the system browser (RFC 8252; decision 0032): opens the provider's page
 * in the Browser plugin (SFSafariViewController, Custom Tabs), resolves with the link the
 * provider redirected to once it opens the app (App `appUrlOpen`), and closes the browser.
 * One request at a time: a new one ends the previous as cancelled.
 */
export function createSystemBrowserAuthorizer(plugins: () => Promise<Plugins>, win: Pick<Window, 'setTimeout'>) {
  let cancelPending: (() => void) | null = null;

  return async function authorizeInSystemBrowser(request: SystemBrowserRequest): Promise<string> {
    cancelPending?.();
    const { app, browser } = await plugins();
    return new Promise<string>((resolve, reject) => {
      let settled = false;
      const handles = [
        app.addListener('appUrlOpen', ({ url }) => {
          if (!isRedirectTo(url, request.redirectUri)) return;
          finish();
          void browser.close().catch(() => undefined);
          resolve(url);
        }),
        browser.addListener('browserFinished', () => {
          win.setTimeout(() => {
            if (settled) return;
            finish();
            reject(new BrowserClosedError());
          }, BROWSER_CLOSED_GRACE_MS);
        }),
      ];
      function finish() {
        settled = true;
        if (cancelPending === cancel) cancelPending = null;
        for (const handle of handles) void handle.then((h) => h.remove()).catch(() => undefined);
      }
      function cancel() {
        if (settled) return;
        finish();
        reject(new BrowserClosedError());
      }
      cancelPending = cancel;
      browser.open({ url: request.url }).catch((error: unknown) => {
        if (settled) return;
        finish();
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  };
}
