import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-client.ts';
import { createTestI18n } from '../../test/i18n.ts';
import { expectedErrors, formatWait } from './sign-in-errors.ts';

const problem = (status: number, name: string, extra: Record<string, unknown> = {}) =>
  new HttpError(status, { type: `https://playeats.app/problems/${name}`, title: name, status, ...extra }, '/api');

describe('expectedErrors', async () => {
  const i18n = await createTestI18n('en');
  const t = i18n.getFixedT('en', 'auth');
  const expected = (error: unknown) => expectedErrors(error, t, 'en');

  it('says wrong credentials, pending accounts and bad codes inline', () => {
    expect(expected(problem(401, 'InvalidCredentialsException'))?.alert).toBe('Wrong e-mail address or password.');
    expect(expected(problem(403, 'AccountNotActivatedException'))?.alert).toMatch(/isn't activated yet/);
    expect(expected(problem(409, 'AccountChangedException'))?.alert).toMatch(
      /while you were signing in\. Sign in again/,
    );
    expect(expected(problem(400, 'InvalidCodeException'))?.fields).toEqual({ code: expect.stringMatching(/code/) });
    expect(expected(problem(400, 'WeakPasswordException'))?.fields).toEqual({
      password: expect.stringMatching(/too common/),
    });
  });

  it('tells how long to wait after a 429', () => {
    expect(expected(problem(429, 'TooManyRequestsException', { retryAfterSeconds: 30 }))?.alert).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    expect(expected(problem(429, 'TooManyRequestsException', { retryAfterSeconds: 900 }))?.alert).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(expected(new HttpError(429, 'slow down', '/api'))?.alert).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('maps the fields a ValidationException names', () => {
    const error = problem(400, 'ValidationException', {
      invalidParams: [
        { name: 'body.email', reason: 'expected an e-mail address' },
        { name: 'body.phone', reason: 'expected a phone' },
      ],
    });
    expect(expected(error)?.fields).toEqual({
      email: 'Enter an e-mail address like name@example.com.',
      phone: expect.stringMatching(/US or Canadian/),
    });
  });

  it('leaves everything else to the error dialog', () => {
    expect(expected(problem(500, 'InternalServerException'))).toBeNull();
    expect(
      expected(problem(400, 'ValidationException', { invalidParams: [{ name: 'body.application', reason: 'x' }] })),
    ).toBeNull();
    expect(expected(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('formatWait', () => {
  it('speaks seconds, then minutes, in the reader language', () => {
    expect(formatWait(1, 'en')).toBe('1 second');
    expect(formatWait(45, 'fr')).toMatch(/^45\s+secondes$/);
    expect(formatWait(120, 'en')).toBe('2 minutes');
  });
});
