import type { Config } from '../../config.ts';

/** Origins a page may load scripts from, frame and call, for its card provider. */
export interface ContentSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/**
 * What Stripe.js needs in the page's Content-Security-Policy (Stripe's own list, without
 * its maps): its script, its element and 3-D Secure frames, its API. With a stand-in of
 * Stripe.js (STRIPE_JS_URL, development and tests) its origin takes their place. Nothing
 * with the local provider.
 */
export function stripeContentSources(config: Pick<Config, 'PAYMENTS_PROVIDER' | 'STRIPE_JS_URL'>): ContentSources {
  if (config.PAYMENTS_PROVIDER !== 'stripe') return { script: [], frame: [], connect: [] };
  if (config.STRIPE_JS_URL) {
    const origin = new URL(config.STRIPE_JS_URL).origin;
    return { script: [origin], frame: [origin], connect: [origin] };
  }
  return {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  };
}
