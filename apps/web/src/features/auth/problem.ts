import { HttpError } from '../../lib/http-client.ts';
import { problemBody } from '../../lib/problem-basics.ts';

export { invalidFields } from '../../lib/problem-basics.ts';

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
