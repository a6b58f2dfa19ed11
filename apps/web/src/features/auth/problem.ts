import { HttpError } from '../../lib/http-client.ts';

function problemBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof HttpError)) return null;
  const { body } = error;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
}

export function httpStatus(error: unknown): number | null {
  return error instanceof HttpError ? error.status : null;
}

/**
 * Seconds to wait after a 429. The server sends them both as the Retry-After header and
 * as the problem's retryAfterSeconds member; the HTTP client keeps the body, so the body it is.
 */
export function retryAfterSeconds(error: unknown): number | null {
  const value = problemBody(error)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
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
    if (typeof param !== 'object' || param === null) continue;
    const { name, reason } = param as Record<string, unknown>;
    if (typeof name !== 'string') continue;
    fields[name.replace(/^body\./, '')] = typeof reason === 'string' ? reason : '';
  }
  return fields;
}
