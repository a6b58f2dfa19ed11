import { HttpError } from '../../lib/http-client.ts';
import { problemTypeName } from '../../lib/problem-basics.ts';

/** The exception name of a failed call's problem details ('PhoneTakenException'), or null. */
export function problemName(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const { body } = error;
  if (typeof body !== 'object' || body === null) return null;
  const type: unknown = (body as Record<string, unknown>).type;
  return typeof type === 'string' ? problemTypeName(type) : null;
}

/**
 * Why the server doubted it was the person asking for a sensitive change (e-mail, phone,
 * password): a wrong or missing current password, or, for an account without one, a
 * sign-in older than 10 minutes. Null for any other failure.
 */
export function proofRefusal(error: unknown): 'wrongPassword' | 'signInAgain' | null {
  const name = problemName(error);
  if (name === 'InvalidCredentialsException') return 'wrongPassword';
  if (name === 'ReauthenticationRequiredException') return 'signInAgain';
  return null;
}
