import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { CardElementError, type ElementPaymentsAdapter } from './payments-adapter.ts';

export interface StripeSettings {
  publishableKey: string;
  /** Where Stripe.js comes from instead of js.stripe.com: a stand-in (development and browser tests). */
  scriptUrl: string | null;
}

/** A script tag for `src`, resolved once it ran. */
function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    document.head.append(script);
  });
}

/**
 * Stripe.js, loaded on first use (the card pages, or the checkout when the bank asks for a
 * check): @stripe/stripe-js/pure injects js.stripe.com's script only when asked. With a
 * stand-in URL its script runs first, so loadStripe finds its `window.Stripe` and loads
 * nothing else.
 */
async function loadStripeJs({ publishableKey, scriptUrl }: StripeSettings): Promise<Stripe> {
  if (scriptUrl && !('Stripe' in window)) await injectScript(scriptUrl);
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}

/** The languages the app speaks are among Stripe.js's; any other is left to Stripe ('auto'). */
const stripeLocale = (language: string): StripeElementLocale =>
  language.startsWith('fr') ? 'fr' : language.startsWith('en') ? 'en' : 'auto';

/**
 * Stripe as the card provider (PAYMENTS_PROVIDER=stripe): the card element of Stripe.js
 * takes the card (its number never enters our page's code), createPaymentMethod turns it
 * into a payment method for our API, and handleNextAction runs the bank's check (3-D
 * Secure) in Stripe's own dialog.
 */
export function createStripePayments(settings: StripeSettings): ElementPaymentsAdapter {
  let loaded: Promise<Stripe> | undefined;
  const stripe = () => {
    loaded ??= loadStripeJs(settings).catch((error: unknown) => {
      loaded = undefined; // the next use tries again
      throw error;
    });
    return loaded;
  };
  return {
    name: 'stripe',
    entry: 'element',
    testMode: settings.publishableKey.startsWith('pk_test_'),
    async mountCard(container, { language, onChange }) {
      const js = await stripe();
      const card = js.elements({ locale: stripeLocale(language) }).create('card', { hidePostalCode: true });
      card.on('change', (event) => onChange({ complete: event.complete, error: event.error?.message ?? null }));
      card.mount(container);
      return {
        async tokenize() {
          const { paymentMethod, error } = await js.createPaymentMethod({ type: 'card', card });
          if (!paymentMethod) throw new CardElementError(error?.message ?? 'The card was refused.');
          return paymentMethod.id;
        },
        destroy: () => card.destroy(),
      };
    },
    async authenticate(clientSecret) {
      // Whatever the card holder answered, the server reads it from Stripe.
      await (await stripe()).handleNextAction({ clientSecret });
    },
  };
}
