import { problemName } from '../../lib/problem-basics.ts';

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
