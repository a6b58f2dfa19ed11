import { describe, expect, it } from 'vitest';
import { stripeContentSources } from './stripe-content-sources.ts';

describe('the page’s sources for the card provider', () => {
  it('are none with the local provider', () => {
    expect(stripeContentSources({ PAYMENTS_PROVIDER: 'local', STRIPE_JS_URL: null })).toEqual({
      script: [],
      frame: [],
      connect: [],
    });
  });

  it('are Stripe’s script, frames and API with Stripe', () => {
    const sources = stripeContentSources({ PAYMENTS_PROVIDER: 'stripe', STRIPE_JS_URL: null });
    expect(sources.script).toContain('https://js.stripe.com');
    expect(sources.frame).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(sources.connect).toEqual(['https://api.stripe.com']);
  });

  it('are the stand-in’s origin, and only it, when Stripe.js comes from one', () => {
    const sources = stripeContentSources({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_JS_URL: 'http://127.0.0.1:4242/v3/stripe.js',
    });
    expect(sources).toEqual({
      script: ['http://127.0.0.1:4242'],
      frame: ['http://127.0.0.1:4242'],
      connect: ['http://127.0.0.1:4242'],
    });
  });
});
