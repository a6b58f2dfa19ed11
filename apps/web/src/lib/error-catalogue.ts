/**
 * Turns whatever a failed call produced into the message the generic error dialog shows
 * (spec section 8). Pure: the dialog translates the result, so every rule is testable
 * without React or i18next.
 */

import { isCancellation, problemTypeName } from './problem-basics.ts';

export { isCancellation, problemTypeName };

/** Exception types that show the maintenance warning while store maintenance is on. */
export const STORE_MAINTENANCE_TYPES: readonly string[] = [
  'RestaurantServiceException',
  'RestaurantServiceFatalException',
  'RestaurantNotFoundException',
  'RestaurantMenuNotFoundException',
  'InvalidOrderItemOptionException',
  'InvalidOrderItemException',
  'InvalidOrderException',
  'MealOrderFailedException',
  'OrderingDisabledException',
  'InternalServerException',
];

export const CARD_AUTHENTICATION_FAILURE_CODE = 'setup_intent_authentication_failure';
export const INVALID_EXPIRY_MESSAGE = 'Invalid fields: expiry date.';
export const OUT_OF_RANGE_RESPONSE = 'CUSTOMER_ADDRESS_OUT_OF_RANGE';
/** 422 when the delivery address is known only to its city: the person confirms the pin first. */
export const PIN_REQUIRED_PROBLEM = 'AddressPinRequiredException';

/** Message keys outside `exceptions`, all in the `common` namespace. */
export const ERROR_KEYS = {
  generic: 'errors.generic',
  maintenance: 'errors.maintenance',
  minimumOrderAmount: 'errors.minimumOrderAmount',
  cardDeclined: 'errors.cardDeclined',
  cardAuthenticationFailed: 'errors.cardAuthenticationFailed',
  invalidExpiry: 'errors.invalidExpiry',
  tooHighPrice: 'errors.tooHighPrice',
  conflictingSave: 'errors.conflictingSave',
  outOfDeliveryRange: 'errors.outOfDeliveryRange',
} as const;

export interface ErrorEnv {
  storeMaintenanceMode: boolean;
}

export interface ErrorDescription {
  /** Translation key in the `common` namespace; absent when only `text` applies. */
  key?: string;
  values?: Record<string, unknown>;
  /**
   * Values that are translation keys themselves (e.g. a decline reason by its code): the
   * translation replaces the value of the same name when there is one.
   */
  valueKeys?: Record<string, string>;
  /** Words to show when `key` is absent or has no translation (the server writes these for users). */
  text?: string;
  /** The catch-all case: the dialog adds its illustration. */
  generic: boolean;
  maintenance: boolean;
  /** A cancelled request: nothing to tell the user. */
  cancelled: boolean;
}

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null;
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

const found = (description: Partial<ErrorDescription>): ErrorDescription => ({
  generic: false,
  maintenance: false,
  cancelled: false,
  ...description,
});

/** Where the response body and HTTP status are, for the shapes a call can fail with. */
function unwrap(error: unknown): { body: unknown; status?: number } {
  if (!isObject(error)) return { body: error };
  // The http client's HttpError (status + body), duck-typed so this file has no dependency on it.
  if ('body' in error && (typeof error.status === 'number' || error instanceof Error)) {
    return { body: error.body, status: num(error.status) };
  }
  // axios-style { response: { data, status } }
  if (isObject(error.response) && 'data' in error.response) {
    return { body: error.response.data, status: num(error.response.status) };
  }
  return { body: error, status: num(error.status) ?? num(error.statusCode) };
}

const isStripeShape = (b: Body) => str(b.type) !== undefined && typeof b.message === 'string' && 'code' in b;

function isProblem(b: Body): boolean {
  if (str(b.type) === undefined) return false;
  if (typeof b.title === 'string') return true;
  return (
    !isStripeShape(b) &&
    (typeof b.detail === 'string' || num(b.status) !== undefined || num(b.statusCode) !== undefined)
  );
}

function describeProblem(b: Body, env: ErrorEnv): ErrorDescription {
  const name = problemTypeName(String(b.type));
  const detail = str(b.detail);
  const title = str(b.title);
  if (name === 'MinimumOrderAmountException') {
    const amount = detail
      ?.trim()
      .split(/\s+/)
      .pop()
      ?.replace(/[.,;:!]+$/, '');
    return amount
      ? found({ key: `exceptions.${name}`, values: { amount } })
      : found({ key: ERROR_KEYS.minimumOrderAmount });
  }
  if (name === 'PaymentCardDeclinedException') {
    // The title is the provider's reason, in English; a known decline code has it in the
    // user's language (and never repeats "declined").
    const code = str(b.declineCode) ?? str(b.code);
    return title
      ? found({
          key: `exceptions.${name}`,
          values: { reason: title },
          ...(code ? { valueKeys: { reason: `declineReasons.${code}` } } : {}),
        })
      : found({ key: ERROR_KEYS.cardDeclined });
  }
  if (env.storeMaintenanceMode && STORE_MAINTENANCE_TYPES.includes(name)) {
    return found({ key: ERROR_KEYS.maintenance, maintenance: true });
  }
  // Unknown names fall back to the server's own words when there is no translation.
  if (!name) return catchAll(env);
  return found({ key: `exceptions.${name}`, text: detail ?? title });
}

/** The catch-all description: generic error, or the maintenance warning during store maintenance. */
export function catchAll(env: ErrorEnv): ErrorDescription {
  return env.storeMaintenanceMode
    ? found({ key: ERROR_KEYS.maintenance, generic: true, maintenance: true })
    : found({ key: ERROR_KEYS.generic, generic: true });
}

/** Spec section 8, rule by rule and in its order. */
export function describeError(error: unknown, env: ErrorEnv): ErrorDescription {
  if (isCancellation(error)) return found({ key: ERROR_KEYS.generic, cancelled: true });
  if (typeof error === 'string') return error.trim() ? found({ key: `exceptions.${error}` }) : catchAll(env);

  // A thrown Error that carries no response ('Need to logout') is read like a plain string.
  if (error instanceof Error && !('body' in error) && !('response' in error) && !('status' in error)) {
    return str(error.message) ? found({ key: `exceptions.${error.message}` }) : catchAll(env);
  }

  const { body, status } = unwrap(error);
  if (!isObject(body)) return status === 409 ? found({ key: ERROR_KEYS.conflictingSave }) : catchAll(env);

  if (isProblem(body)) return describeProblem(body, env);

  if (isStripeShape(body)) {
    if (body.code === CARD_AUTHENTICATION_FAILURE_CODE) return found({ key: ERROR_KEYS.cardAuthenticationFailed });
    const message = str(body.message);
    return message ? found({ text: message }) : catchAll(env);
  }

  const displayMessage = str(body.displayMessage);
  if (displayMessage && ('code' in body || 'correlationId' in body || 'detailedMessage' in body)) {
    const invalidExpiry = [displayMessage, body.detailedMessage].some(
      (m) => typeof m === 'string' && m.trim() === INVALID_EXPIRY_MESSAGE,
    );
    return invalidExpiry ? found({ key: ERROR_KEYS.invalidExpiry }) : found({ text: displayMessage });
  }

  if (body.maxAmountExceededMessage !== undefined && body.maxAmountExceededMessage !== null) {
    return found({ key: ERROR_KEYS.tooHighPrice });
  }
  if ((status ?? num(body.status) ?? num(body.statusCode)) === 409) return found({ key: ERROR_KEYS.conflictingSave });
  const customError = str(body.customError);
  if (customError) return found({ text: customError });
  if (body.restaurantNoDeliveryResponse === OUT_OF_RANGE_RESPONSE) return found({ key: ERROR_KEYS.outOfDeliveryRange });
  return catchAll(env);
}
