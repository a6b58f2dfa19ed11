import { describe, expect, it } from 'vitest';
import { CancelledError } from '@tanstack/react-query';
import { PROBLEM_NAMES, problemTypeUri } from '@playeats/contracts/problem';
import enCommon from '../../public/locales/en/common.json';
import frCommon from '../../public/locales/fr/common.json';
import { describeError, ERROR_KEYS, problemTypeName, STORE_MAINTENANCE_TYPES } from './error-catalogue.ts';

const on = { storeMaintenanceMode: true };
const off = { storeMaintenanceMode: false };
const problem = (name: string, extra: Record<string, unknown> = {}) => ({
  type: problemTypeUri(name),
  title: 'Something happened',
  status: 400,
  detail: `Server words about ${name}`,
  instance: '/api/orders',
  ...extra,
});
/** What src/lib/http-client.ts throws, without importing it. */
class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status code ${status}`);
  }
}

describe('describeError: plain strings', () => {
  it.each([off, on])('looks a string up under exceptions (maintenance %o)', (env) => {
    expect(describeError('Need to logout', env)).toEqual({
      key: 'exceptions.Need to logout',
      generic: false,
      maintenance: false,
      cancelled: false,
    });
  });

  it('reads a bare Error like a string', () => {
    expect(describeError(new Error('Need to logout'), off).key).toBe('exceptions.Need to logout');
  });

  it('treats an empty string as a generic error', () => {
    expect(describeError('', off)).toMatchObject({ key: ERROR_KEYS.generic, generic: true });
  });
});

describe('describeError: problem details', () => {
  it('takes the exception name from the last segment of type', () => {
    expect(problemTypeName('https://playeats.app/problems/NotFoundException')).toBe('NotFoundException');
    expect(problemTypeName('https://x.test/a/b/ConflictException/?v=1#top')).toBe('ConflictException');
    expect(problemTypeName('/problems/ValidationException')).toBe('ValidationException');
  });

  it('shows the amount from the last word of detail for MinimumOrderAmountException', () => {
    const body = problem('MinimumOrderAmountException', { detail: 'The minimum order amount is $15.00' });
    expect(describeError(body, off)).toMatchObject({
      key: 'exceptions.MinimumOrderAmountException',
      values: { amount: '$15.00' },
      generic: false,
    });
    const withPeriod = problem('MinimumOrderAmountException', { detail: 'Minimum is 12.50.' });
    expect(describeError(withPeriod, on).values).toEqual({ amount: '12.50' });
    const noDetail = problem('MinimumOrderAmountException', { detail: undefined });
    expect(describeError(noDetail, off).key).toBe(ERROR_KEYS.minimumOrderAmount);
  });

  it('shows the title as the reason for PaymentCardDeclinedException', () => {
    const body = problem('PaymentCardDeclinedException', { title: 'Insufficient funds' });
    for (const env of [off, on]) {
      expect(describeError(body, env)).toMatchObject({
        key: 'exceptions.PaymentCardDeclinedException',
        values: { reason: 'Insufficient funds' },
        maintenance: false,
      });
    }
  });

  it('names the reason of a known decline code, for the dialog to say in the user’s language', () => {
    const body = problem('PaymentCardDeclinedException', {
      title: 'Your card was declined',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
    expect(describeError(body, off)).toMatchObject({
      key: 'exceptions.PaymentCardDeclinedException',
      values: { reason: 'Your card was declined' },
      valueKeys: { reason: 'declineReasons.generic_decline' },
    });
  });

  it('accepts statusCode instead of status, and a problem without title', () => {
    const body = { type: problemTypeUri('ForbiddenException'), statusCode: 403, detail: 'No.' };
    expect(describeError(body, off).key).toBe('exceptions.ForbiddenException');
  });

  const special = ['MinimumOrderAmountException', 'PaymentCardDeclinedException'];
  const plainNames = PROBLEM_NAMES.filter((name) => !special.includes(name));

  it.each(plainNames)('%s: its own message, or the maintenance warning when listed', (name) => {
    const body = problem(name);
    expect(describeError(body, off)).toEqual({
      key: `exceptions.${name}`,
      text: `Server words about ${name}`,
      generic: false,
      maintenance: false,
      cancelled: false,
    });
    const expected = STORE_MAINTENANCE_TYPES.includes(name)
      ? { key: ERROR_KEYS.maintenance, maintenance: true, generic: false }
      : { key: `exceptions.${name}`, maintenance: false };
    expect(describeError(body, on)).toMatchObject(expected);
    // Also when it arrives inside the http client's error.
    expect(describeError(new FakeHttpError(body.status, body), on)).toMatchObject(expected);
  });

  it('lists exactly the ten types of the spec for the maintenance warning', () => {
    expect([...STORE_MAINTENANCE_TYPES].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('keeps the server detail (or title) as the text of an unknown type', () => {
    expect(describeError(problem('BrandNewException', { detail: 'Try later.' }), on)).toMatchObject({
      key: 'exceptions.BrandNewException',
      text: 'Try later.',
      generic: false,
    });
    expect(describeError(problem('Other', { detail: undefined, title: 'A title' }), off).text).toBe('A title');
  });

  it.each(PROBLEM_NAMES)('%s has a message in English and French', (name) => {
    expect(enCommon.exceptions[name]).toMatch(/\w/);
    expect(frCommon.exceptions[name]).toMatch(/\w/);
  });
});

describe('describeError: payment provider bodies (type, code, message)', () => {
  const stripe = (code: string, message = 'Your card has insufficient funds.') => ({
    type: 'card_error',
    code,
    message,
  });

  it.each([off, on])('shows the message (maintenance %o)', (env) => {
    expect(describeError(stripe('card_declined'), env)).toEqual({
      text: 'Your card has insufficient funds.',
      generic: false,
      maintenance: false,
      cancelled: false,
    });
  });

  it('shows the card authentication failure for setup_intent_authentication_failure', () => {
    expect(describeError(stripe('setup_intent_authentication_failure'), off).key).toBe(
      ERROR_KEYS.cardAuthenticationFailed,
    );
    expect(describeError(new FakeHttpError(402, stripe('setup_intent_authentication_failure')), on).key).toBe(
      ERROR_KEYS.cardAuthenticationFailed,
    );
  });

  it('is not mistaken for a problem when it carries statusCode', () => {
    expect(describeError({ ...stripe('x', 'Bad card'), statusCode: 402 }, off).text).toBe('Bad card');
  });
});

describe('describeError: processor bodies (code, displayMessage, detailedMessage, correlationId)', () => {
  const processor = (displayMessage: string, detailedMessage = 'details') => ({
    code: 'E42',
    displayMessage,
    detailedMessage,
    correlationId: 'c-1',
  });

  it.each([off, on])('shows displayMessage (maintenance %o)', (env) => {
    expect(describeError(processor('Card number is wrong.'), env)).toMatchObject({ text: 'Card number is wrong.' });
  });

  it("maps 'Invalid fields: expiry date.' to the invalid-expiry message", () => {
    expect(describeError(processor('Invalid fields: expiry date.'), off).key).toBe(ERROR_KEYS.invalidExpiry);
    expect(describeError(processor('Invalid card', 'Invalid fields: expiry date.'), on).key).toBe(
      ERROR_KEYS.invalidExpiry,
    );
  });
});

describe('describeError: otherwise', () => {
  it.each([
    ['maxAmountExceededMessage', { maxAmountExceededMessage: 'too much' }, ERROR_KEYS.tooHighPrice],
    ['409 on the error', new FakeHttpError(409, { whatever: true }), ERROR_KEYS.conflictingSave],
    ['409 without a body', new FakeHttpError(409, ''), ERROR_KEYS.conflictingSave],
    ['409 in the body', { status: 409 }, ERROR_KEYS.conflictingSave],
    [
      'restaurantNoDeliveryResponse',
      { restaurantNoDeliveryResponse: 'CUSTOMER_ADDRESS_OUT_OF_RANGE' },
      ERROR_KEYS.outOfDeliveryRange,
    ],
  ])('%s', (_, error, key) => {
    for (const env of [off, on]) {
      expect(describeError(error, env)).toMatchObject({ key, generic: false, maintenance: false });
    }
  });

  it('shows a customError message as it is', () => {
    expect(describeError({ customError: 'Your cart is empty.' }, on)).toMatchObject({
      text: 'Your cart is empty.',
      generic: false,
    });
  });

  it('checks the rules in the spec order', () => {
    const all = {
      maxAmountExceededMessage: 'x',
      customError: 'y',
      restaurantNoDeliveryResponse: 'CUSTOMER_ADDRESS_OUT_OF_RANGE',
    };
    expect(describeError(new FakeHttpError(409, all), off).key).toBe(ERROR_KEYS.tooHighPrice);
    const { maxAmountExceededMessage: _, ...rest } = all;
    expect(describeError(new FakeHttpError(409, rest), off).key).toBe(ERROR_KEYS.conflictingSave);
    expect(describeError(new FakeHttpError(400, rest), off).text).toBe('y');
  });

  it('reads axios-style errors too', () => {
    const error = { response: { status: 409, data: {} } };
    expect(describeError(error, off).key).toBe(ERROR_KEYS.conflictingSave);
  });

  const unknowns: [string, unknown][] = [
    ['an empty body', {}],
    ['a server error with an HTML body', new FakeHttpError(500, '<html>')],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['another delivery answer', { restaurantNoDeliveryResponse: 'CLOSED' }],
  ];
  it.each(unknowns)('%s is a generic error, or the maintenance warning', (_, error) => {
    expect(describeError(error, off)).toEqual({
      key: ERROR_KEYS.generic,
      generic: true,
      maintenance: false,
      cancelled: false,
    });
    expect(describeError(error, on)).toEqual({
      key: ERROR_KEYS.maintenance,
      generic: true,
      maintenance: true,
      cancelled: false,
    });
  });
});

describe('describeError: cancellations', () => {
  const cancellations: [string, unknown][] = [
    ['an AbortError DOMException', new DOMException('The operation was aborted.', 'AbortError')],
    ["TanStack Query's CancelledError", new CancelledError()],
    ['an object with cancelled: true', { cancelled: true }],
    ['an axios CanceledError', Object.assign(new Error('canceled'), { name: 'CanceledError' })],
  ];
  it.each(cancellations)('%s is flagged cancelled', (_, error) => {
    for (const env of [off, on]) expect(describeError(error, env).cancelled).toBe(true);
  });

  it('does not flag real failures', () => {
    expect(describeError(new FakeHttpError(500, {}), off).cancelled).toBe(false);
    expect(describeError(new TypeError('Failed to fetch'), off).cancelled).toBe(false);
  });
});

describe('message keys', () => {
  it('exist in English and French', () => {
    for (const key of Object.values(ERROR_KEYS)) {
      const name = key.replace('errors.', '') as keyof typeof enCommon.errors;
      expect(enCommon.errors[name], key).toMatch(/\w/);
      expect(frCommon.errors[name], key).toMatch(/\w/);
    }
  });

  it('English and French share the same keys', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(frCommon).sort()).toEqual(keys(enCommon).sort());
  });
});
