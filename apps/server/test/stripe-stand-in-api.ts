import { randomBytes } from 'node:crypto';

/*
 * The objects of the stand-in of api.stripe.com (stripe-stand-in.ts) and what its endpoints
 * do with them, as Stripe documents it for its test cards.
 */

export type Obj = Record<string, unknown> & { id: string };
type Behaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'setup_3ds' | 'always_3ds' | 'charge_declined';

const BEHAVIOUR: Record<string, Behaviour> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'setup_3ds',
  '4000002760003184': 'always_3ds',
  '4000000000000341': 'charge_declined',
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const missing = (what: string, id: string) =>
  new ApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` });
const declined = (declineCode: string, message = 'Your card was declined.') => ({
  type: 'card_error',
  code: 'card_declined',
  decline_code: declineCode,
  message,
});
const AUTH_FAILED = {
  setup: {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    message:
      'The latest attempt to set up the payment method has failed because authentication failed. Provide a new payment method to attempt to set it up again.',
  },
  payment: {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
  },
};

/** The API's objects (by id) and its routes over them. */
export function createStripeApi() {
  const objects = new Map<string, Obj>();
  const now = () => Math.floor(Date.now() / 1000);
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const publicObject = (o: Obj) => {
    const { behaviour: _behaviour, ...rest } = o;
    return rest;
  };
  const put = (o: Obj) => (objects.set(o.id, o), o);
  const get = (what: string, id: string) => {
    const o = objects.get(id);
    if (!o || o.object !== what) throw missing(what, id);
    return o;
  };
  const behaviour = (pm: Obj) => pm.behaviour as Behaviour;
  const expand = (o: Obj, body: Record<string, unknown>, field: string) => {
    const wanted = Object.values((body.expand as Record<string, string> | undefined) ?? {});
    const id = o[field];
    const found = typeof id === 'string' ? objects.get(id) : undefined;
    return wanted.includes(field) && found ? { ...o, [field]: publicObject(found) } : o;
  };

  function createPaymentMethod(body: Record<string, unknown>): Obj {
    const card = body.card as Record<string, string>;
    const digits = (card.number ?? '').replace(/\D/g, '');
    if (!/^\d{12,19}$/.test(digits)) {
      throw new ApiError(402, { type: 'card_error', code: 'invalid_number', message: 'Your card number is invalid.' });
    }
    return put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: null,
      created: now(),
      card: {
        brand: digits.startsWith('4') ? 'visa' : digits.startsWith('5') ? 'mastercard' : 'unknown',
        last4: digits.slice(-4),
        exp_month: Number(card.exp_month),
        exp_year: Number(card.exp_year),
      },
      behaviour: BEHAVIOUR[digits] ?? 'succeeds',
    });
  }

  function setupIntent(body: Record<string, unknown>): Obj {
    const customer = get('customer', String(body.customer));
    const pm = get('payment_method', String(body.payment_method));
    const id = newId('seti');
    const b = behaviour(pm);
    const needs3ds = b === 'setup_3ds' || b === 'always_3ds';
    const error =
      b === 'declined'
        ? declined('generic_decline')
        : b === 'insufficient_funds'
          ? declined('insufficient_funds', 'Your card has insufficient funds.')
          : null;
    if (!needs3ds && !error) pm.customer = customer.id;
    return put({
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      customer: customer.id,
      payment_method: pm.id,
      usage: body.usage ?? 'off_session',
      status: needs3ds ? 'requires_action' : error ? 'requires_payment_method' : 'succeeded',
      next_action: needs3ds ? nextAction(body) : null,
      last_setup_error: error,
      created: now(),
    });
  }

  function paymentIntent(body: Record<string, unknown>): Obj {
    const pm = get('payment_method', String(body.payment_method));
    if (pm.customer !== body.customer) {
      throw new ApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_method_unexpected_state',
        message: 'The provided PaymentMethod belongs to a different Customer.',
      });
    }
    const id = newId('pi');
    const b = behaviour(pm);
    const needs3ds = b === 'always_3ds';
    const error =
      b === 'declined' || b === 'charge_declined'
        ? declined('generic_decline')
        : b === 'insufficient_funds'
          ? declined('insufficient_funds', 'Your card has insufficient funds.')
          : null;
    const amount = Number(body.amount);
    const pi = put({
      id,
      object: 'payment_intent',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      amount,
      amount_capturable: needs3ds || error ? 0 : amount,
      amount_received: 0,
      currency: body.currency,
      customer: body.customer,
      payment_method: pm.id,
      capture_method: body.capture_method ?? 'automatic',
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      status: needs3ds ? 'requires_action' : error ? 'requires_payment_method' : 'requires_capture',
      next_action: needs3ds ? nextAction(body) : null,
      last_payment_error: error,
      latest_charge: null,
      created: now(),
    });
    if (error) throw new ApiError(402, { ...error, payment_intent: pi });
    if (!needs3ds) chargeFor(pi, 0);
    return pi;
  }

  function chargeFor(pi: Obj, refunded: number) {
    const charge = put({ id: newId('ch'), object: 'charge', amount: pi.amount, amount_refunded: refunded });
    pi.latest_charge = charge.id;
  }

  /**
   * What the client must do for the bank's check: Stripe.js's own flow when the intent was
   * confirmed with use_stripe_sdk, a redirect (to the return_url) otherwise.
   */
  const nextAction = (body: Record<string, unknown>) =>
    body.use_stripe_sdk === 'true'
      ? { type: 'use_stripe_sdk', use_stripe_sdk: {} }
      : {
          type: 'redirect_to_url',
          redirect_to_url: { url: 'https://hooks.stripe.test/3ds', return_url: body.return_url ?? null },
        };

  /** The card holder's answer on the 3-D Secure page (Stripe.js stand-in), authorized by the client secret. */
  function authenticate(body: Record<string, unknown>): Obj {
    const secret = String(body.client_secret);
    const intent = objects.get(secret.split('_secret_')[0] ?? '');
    if (!intent || intent.client_secret !== secret) throw missing('intent', secret);
    if (intent.status !== 'requires_action') return intent;
    if ((intent.next_action as { type?: string } | null)?.type !== 'use_stripe_sdk') {
      // Stripe.js's handleNextAction only runs the flows Stripe.js was asked to handle.
      throw new ApiError(400, {
        type: 'invalid_request_error',
        message: 'handleNextAction: this intent was not confirmed with use_stripe_sdk.',
      });
    }
    const ok = body.outcome === 'complete';
    intent.next_action = null;
    if (intent.object === 'setup_intent') {
      intent.status = ok ? 'succeeded' : 'requires_payment_method';
      intent.last_setup_error = ok ? null : AUTH_FAILED.setup;
      if (ok) get('payment_method', String(intent.payment_method)).customer = intent.customer;
    } else {
      intent.status = ok ? 'requires_capture' : 'requires_payment_method';
      intent.last_payment_error = ok ? null : AUTH_FAILED.payment;
      if (ok) {
        intent.amount_capturable = intent.amount;
        chargeFor(intent, 0);
      }
    }
    return intent;
  }

  function intentMove(pi: Obj, move: string, body: Record<string, unknown>): Obj {
    if (move === 'capture') {
      if (pi.status !== 'requires_capture') {
        throw new ApiError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent could not be captured because it has a status of ${String(pi.status)}.`,
        });
      }
      const amount = body.amount_to_capture === undefined ? Number(pi.amount) : Number(body.amount_to_capture);
      Object.assign(pi, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      return pi;
    }
    if (!['requires_capture', 'requires_action', 'requires_payment_method'].includes(String(pi.status))) {
      throw new ApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}.`,
      });
    }
    Object.assign(pi, { status: 'canceled', amount_capturable: 0, next_action: null });
    return pi;
  }

  function route(method: string, path: string, body: Record<string, unknown>, query: URLSearchParams): Obj | unknown {
    const [, , resource, id, action] = path.split('/');
    if (method === 'POST' && path === '/v1/customers') {
      return put({
        id: newId('cus'),
        object: 'customer',
        email: body.email,
        metadata: body.metadata ?? {},
        created: now(),
      });
    }
    if (resource === 'payment_methods') {
      if (method === 'POST' && !id) return createPaymentMethod(body);
      const pm = get('payment_method', id!);
      if (method === 'POST' && action === 'detach') {
        if (pm.customer === null) {
          throw new ApiError(400, {
            type: 'invalid_request_error',
            code: 'payment_method_unexpected_state',
            message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
          });
        }
        pm.customer = null;
      }
      return pm;
    }
    if (resource === 'setup_intents') {
      if (method === 'POST' && !id) return expand(setupIntent(body), body, 'payment_method');
      return expand(get('setup_intent', id!), body, 'payment_method');
    }
    if (resource === 'payment_intents') {
      if (method === 'GET' && !id) return list(query);
      const pi = method === 'POST' && !id ? paymentIntent(body) : get('payment_intent', id!);
      const moved = method === 'POST' && action ? intentMove(pi, action, body) : pi;
      return expand(moved, body, 'latest_charge');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = get('payment_intent', String(body.payment_intent));
      const charge = get('charge', String(pi.latest_charge));
      const amount =
        body.amount === undefined ? Number(pi.amount_received) - Number(charge.amount_refunded) : Number(body.amount);
      charge.amount_refunded = Number(charge.amount_refunded) + amount;
      return put({ id: newId('re'), object: 'refund', amount, payment_intent: pi.id, status: 'succeeded' });
    }
    if (method === 'POST' && path === '/v1/stand_in/3ds') return authenticate(body);
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /** Newest first, created[lt] / created[gte], `limit` at a time after `starting_after`. */
  function list(query: URLSearchParams) {
    const lt = query.get('created[lt]');
    const gte = query.get('created[gte]');
    const all = [...objects.values()]
      .filter((o) => o.object === 'payment_intent')
      .filter(
        (o) => (lt === null || Number(o.created) < Number(lt)) && (gte === null || Number(o.created) >= Number(gte)),
      )
      .reverse();
    const cursor = query.get('starting_after');
    const start = cursor === null ? 0 : all.findIndex((o) => o.id === cursor) + 1;
    const limit = Number(query.get('limit') ?? 10);
    return {
      object: 'list',
      url: '/v1/payment_intents',
      has_more: start + limit < all.length,
      data: all.slice(start, start + limit),
    };
  }

  return { objects, route, publicObject, newId };
}
