import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GSI_SCRIPT_SRC,
  googleIdentity,
  loadGoogleIdentityServices,
  resetGoogleIdentityLoader,
  type GsiIdApi,
} from './google-identity.ts';

type WithGoogle = Window & { google?: { accounts?: { id?: GsiIdApi } } };

function fakeGsi() {
  const api = { initialize: vi.fn(), renderButton: vi.fn() };
  return api as typeof api & GsiIdApi;
}

afterEach(() => {
  resetGoogleIdentityLoader();
  delete (window as WithGoogle).google;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('Google Identity Services adapter', () => {
  it('adds Google’s script once, lazily, and resolves when it has run', async () => {
    const first = loadGoogleIdentityServices();
    const second = loadGoogleIdentityServices();
    const scripts = document.head.querySelectorAll(`script[src="${GSI_SCRIPT_SRC}"]`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    const gsi = fakeGsi();
    (window as WithGoogle).google = { accounts: { id: gsi } };
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(gsi);
    await expect(second).resolves.toBe(gsi);
  });

  it('lets a failed load be tried again', async () => {
    const failed = loadGoogleIdentityServices();
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/could not be loaded/);
    void loadGoogleIdentityServices().catch(() => undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });

  it('initializes with the client id and nonce, renders the button and hands over the credential', async () => {
    const gsi = fakeGsi();
    (window as WithGoogle).google = { accounts: { id: gsi } };
    const container = document.createElement('div');
    container.append(document.createElement('span'));
    const onCredential = vi.fn();
    const remove = await googleIdentity.renderButton({
      clientId: 'google-client',
      nonce: 'n'.repeat(32),
      container,
      locale: 'fr',
      text: 'signup_with',
      onCredential,
    });
    expect(gsi.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'google-client', nonce: 'n'.repeat(32), auto_select: false }),
    );
    expect(gsi.renderButton).toHaveBeenCalledWith(
      container,
      expect.objectContaining({ locale: 'fr', text: 'signup_with' }),
    );
    expect(container.childElementCount).toBe(0);
    const { callback } = gsi.initialize.mock.calls[0]![0] as { callback: (r: { credential?: string }) => void };
    callback({});
    callback({ credential: 'id-token' });
    expect(onCredential).toHaveBeenCalledTimes(1);
    expect(onCredential).toHaveBeenCalledWith('id-token');
    container.append(document.createElement('iframe'));
    remove();
    expect(container.childElementCount).toBe(0);
  });
});
