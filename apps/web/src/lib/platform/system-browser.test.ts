import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCancellation } from '../problem-basics.ts';
import { fakeBrowserPlugins as fakePlugins } from '../../test/fake-system-browser.ts';
import {
  BROWSER_CLOSED_GRACE_MS,
  BrowserClosedError,
  createSystemBrowserAuthorizer,
  isRedirectTo,
} from './system-browser.ts';

const REDIRECT = 'msauth.com.playeats.app://auth';
const request = { url: 'https://login.example/authorize?client_id=app', redirectUri: REDIRECT };

async function opened(fake: ReturnType<typeof fakePlugins>) {
  await vi.waitFor(() => expect(fake.raw.browser.open).toHaveBeenCalled());
}

describe('the system browser sign-in (Browser and App plugins)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the request and resolves with the redirect that opened the app, then closes the browser', async () => {
    const fake = fakePlugins();
    const authorize = createSystemBrowserAuthorizer(async () => fake.plugins, window);
    const result = authorize(request);
    await opened(fake);
    expect(fake.raw.browser.open).toHaveBeenCalledWith({ url: request.url });
    fake.fire('appUrlOpen', { url: 'playeats://signupWithReferral/ABC' });
    fake.fire('appUrlOpen', { url: `${REDIRECT}?code=c&state=s` });
    await expect(result).resolves.toBe(`${REDIRECT}?code=c&state=s`);
    expect(fake.raw.browser.close).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(fake.count()).toBe(0));
  });

  it('a browser closed without a redirect is a cancellation, after the grace period', async () => {
    const fake = fakePlugins();
    const authorize = createSystemBrowserAuthorizer(async () => fake.plugins, window);
    const result = authorize(request);
    const outcome = result.catch((error: unknown) => error);
    await opened(fake);
    fake.fire('browserFinished');
    await vi.advanceTimersByTimeAsync(BROWSER_CLOSED_GRACE_MS - 1);
    fake.fire('appUrlOpen', { url: 'https://playeats.app/login/abc' });
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(BrowserClosedError);
    expect(isCancellation(error)).toBe(true);
    expect(fake.raw.browser.close).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fake.count()).toBe(0));
  });

  it('takes the redirect that follows the browser’s close (Android reports both, in any order)', async () => {
    const fake = fakePlugins();
    const authorize = createSystemBrowserAuthorizer(async () => fake.plugins, window);
    const result = authorize(request);
    await opened(fake);
    fake.fire('browserFinished');
    fake.fire('appUrlOpen', { url: `${REDIRECT}?code=c&state=s` });
    await vi.advanceTimersByTimeAsync(BROWSER_CLOSED_GRACE_MS);
    await expect(result).resolves.toContain('code=c');
  });

  it('a new request ends the one still waiting as cancelled', async () => {
    const fake = fakePlugins();
    const authorize = createSystemBrowserAuthorizer(async () => fake.plugins, window);
    const first = authorize(request).catch((error: unknown) => error);
    await opened(fake);
    const second = authorize(request);
    expect(await first).toBeInstanceOf(BrowserClosedError);
    await vi.waitFor(() => expect(fake.raw.browser.open).toHaveBeenCalledTimes(2));
    fake.fire('appUrlOpen', { url: `${REDIRECT}#code=c` });
    await expect(second).resolves.toBe(`${REDIRECT}#code=c`);
  });

  it('fails when the browser cannot open', async () => {
    const fake = fakePlugins(() => Promise.reject(new Error('no browser')));
    const authorize = createSystemBrowserAuthorizer(async () => fake.plugins, window);
    await expect(authorize(request)).rejects.toThrow('no browser');
    await vi.waitFor(() => expect(fake.count()).toBe(0));
  });
});

describe('isRedirectTo', () => {
  it('is the redirect URI itself, then a query or fragment; the scheme in any case', () => {
    expect(isRedirectTo(`${REDIRECT}?code=1`, REDIRECT)).toBe(true);
    expect(isRedirectTo(`${REDIRECT}#code=1`, REDIRECT)).toBe(true);
    expect(isRedirectTo(REDIRECT, REDIRECT)).toBe(true);
    expect(isRedirectTo('MSAUTH.com.playeats.app://auth?code=1', REDIRECT)).toBe(true);
    expect(isRedirectTo(`${REDIRECT}x?code=1`, REDIRECT)).toBe(false);
    expect(isRedirectTo('msauth.com.playeats.evil://auth?code=1', REDIRECT)).toBe(false);
    expect(
      isRedirectTo('com.playeats.app:/oauth2redirect/google/more', 'com.playeats.app:/oauth2redirect/google'),
    ).toBe(false);
  });
});
