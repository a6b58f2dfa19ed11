import { HttpError } from './http-client.ts';

/**
 * The questions the app asks of every failure before the error catalogue is loaded: was
 * it a cancellation (nothing to say), and which exception does a failed call's problem
 * `type` name. Kept apart from lib/error-catalogue.ts so the first paint does not carry
 * the catalogue.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** AbortController aborts, TanStack Query's CancelledError, axios-style cancellations. */
export function isCancellation(error: unknown): boolean {
  if (!isObject(error)) return false;
  if (error.cancelled === true) return true;
  const name = typeof error.name === 'string' ? error.name : undefined;
  if (name === 'AbortError' || name === 'CanceledError' || name === 'CancelledError') return true;
  // TanStack's CancelledError keeps the default name 'Error' but always has this message.
  return error instanceof Error && error.message === 'CancelledError' && 'revert' in error;
}

/** The exception name: the last path segment of a problem `type` URI. */
export function problemTypeName(type: string): string {
  const path = type.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}

/** The exception name of a failed call's problem details ('InvalidCredentialsException'), or null. */
export function problemName(error: unknown): string | null {
  if (!(error instanceof HttpError) || !isObject(error.body)) return null;
  const { type } = error.body;
  return typeof type === 'string' ? problemTypeName(type) : null;
}

/** A failed call's problem-details body, or null. */
export function problemBody(error: unknown): Record<string, unknown> | null {
  return error instanceof HttpError && isObject(error.body) ? error.body : null;
}

/**
 * The fields a ValidationException (or WeakPasswordException) names, without the 'body.'
 * prefix: { email: 'expected an e-mail address' }.
 */
export function invalidFields(error: unknown): Record<string, string> {
  const params = problemBody(error)?.invalidParams;
  if (!Array.isArray(params)) return {};
  const fields: Record<string, string> = {};
  for (const param of params as unknown[]) {
    if (!isObject(param)) continue;
    const { name, reason } = param;
    if (typeof name !== 'string') continue;
    fields[name.replace(/^body\./, '')] = typeof reason === 'string' ? reason : '';
  }
  return fields;
}
