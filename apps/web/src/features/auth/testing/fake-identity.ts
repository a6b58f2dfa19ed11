import { vi } from 'vitest';
import type { GoogleButtonOptions, GoogleIdentity } from '../identity/google-identity.ts';
import type { InteractionStatus } from '../identity/interaction-status.ts';
import type { MicrosoftIdentity, MicrosoftSignInResult } from '../identity/microsoft-identity.ts';

/** Google as the pages see it: records each rendered button so a test can "click" it. */
export function fakeGoogle() {
  const buttons: GoogleButtonOptions[] = [];
  const google: GoogleIdentity = {
    renderButton: vi.fn(async (options: GoogleButtonOptions) => {
      buttons.push(options);
      return () => undefined;
    }),
  };
  return {
    google,
    buttons,
    /** The person picks their Google account on the latest button. */
    credential(idToken = 'google-id-token') {
      const button = buttons.at(-1);
      if (!button) throw new Error('no Google button was rendered');
      button.onCredential(idToken);
    },
  };
}

/** Microsoft as the pages see it, with a status the test drives. */
export function fakeMicrosoft(redirectResult: MicrosoftSignInResult | null = null) {
  let status: InteractionStatus = 'none';
  const listeners = new Set<(status: InteractionStatus) => void>();
  let pending = redirectResult;
  const identity: MicrosoftIdentity = {
    status: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: vi.fn(async ({ nonce, state }: { nonce: string; state?: string }) => ({
      idToken: `microsoft-id-token-${nonce}`,
      nonce,
      state: state ?? null,
    })),
    takeRedirectResult: () => {
      const result = pending;
      pending = null;
      return result;
    },
    returningAccount: () => null,
    silentSignIn: vi.fn(),
  };
  return {
    identity,
    microsoft: vi.fn(async () => identity),
    setStatus(next: InteractionStatus) {
      status = next;
      for (const listener of listeners) listener(next);
    },
  };
}
