/**
 * Google Identity Services, behind the small interface the sign-in pages use (tests
 * inject a fake). The script loads only when a page shows the Google button (decision
 * 0005); the CSP allows exactly this script and Google's frames.
 */
export const GSI_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

export interface GoogleButtonOptions {
  clientId: string;
  /** From GET /api/auth/oidc/nonce: Google puts it in the ID token, the server checks it. */
  nonce: string;
  container: HTMLElement;
  locale: 'en' | 'fr';
  text: 'signin_with' | 'signup_with' | 'continue_with';
  onCredential: (idToken: string) => void;
}

export interface GoogleIdentity {
  /** Renders Google's button into the container; returns what removes it. */
  renderButton(options: GoogleButtonOptions): Promise<() => void>;
}

/** The part of `google.accounts.id` used here. */
export interface GsiIdApi {
  initialize(config: {
    client_id: string;
    nonce: string;
    callback: (response: { credential?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
    use_fedcm_for_button?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme: 'outline' | 'filled_blue' | 'filled_black';
      size: 'large';
      text: GoogleButtonOptions['text'];
      shape: 'pill';
      locale: string;
      width?: number;
    },
  ): void;
}

interface GoogleGlobal {
  google?: { accounts?: { id?: GsiIdApi } };
}

let loading: Promise<GsiIdApi> | null = null;

function gsiOf(win: Window): GsiIdApi | undefined {
  return (win as Window & GoogleGlobal).google?.accounts?.id;
}

/** Adds Google's script tag once and resolves with google.accounts.id when it has run. */
export function loadGoogleIdentityServices(doc: Document = document): Promise<GsiIdApi> {
  const win = doc.defaultView ?? window;
  const ready = gsiOf(win);
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GsiIdApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GSI_SCRIPT_SRC;
    script.async = true;
    script.addEventListener('load', () => {
      const api = gsiOf(win);
      if (api) resolve(api);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    });
    script.addEventListener('error', () => reject(new Error('Google Identity Services could not be loaded')));
    doc.head.append(script);
  }).catch((error: unknown) => {
    // A failed load (offline, blocked) may be retried on the next render.
    loading = null;
    throw error;
  });
  return loading;
}

/** @internal For tests: forget a previous load. */
export function resetGoogleIdentityLoader(): void {
  loading = null;
}

export const googleIdentity: GoogleIdentity = {
  async renderButton({ clientId, nonce, container, locale, text, onCredential }) {
    const gsi = await loadGoogleIdentityServices(container.ownerDocument);
    gsi.initialize({
      client_id: clientId,
      nonce,
      callback: (response) => {
        if (response.credential) onCredential(response.credential);
      },
      auto_select: false,
      cancel_on_tap_outside: true,
      itp_support: true,
      use_fedcm_for_button: true,
    });
    container.replaceChildren();
    gsi.renderButton(container, {
      type: 'standard',
      theme: 'filled_black',
      size: 'large',
      text,
      shape: 'pill',
      locale,
    });
    return () => container.replaceChildren();
  },
};
