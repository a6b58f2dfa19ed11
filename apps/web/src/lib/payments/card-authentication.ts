import { problemBody, problemName } from '../problem-basics.ts';
import type { PaymentsAdapter } from './payments-adapter.ts';

/** What 402 CardAuthenticationRequiredException carries: the intent and its client secret. */
export function authenticationChallenge(error: unknown): { intentId: string; clientSecret: string } | null {
  if (problemName(error) !== 'CardAuthenticationRequiredException') return null;
  const body = problemBody(error);
  const intentId = body?.intentId;
  const clientSecret = body?.clientSecret;
  return typeof intentId === 'string' && typeof clientSecret === 'string' ? { intentId, clientSecret } : null;
}

/**
 * A call the bank may want the card holder for (saving a card, placing an order): when the
 * server answers 402 CardAuthenticationRequiredException, the provider runs the bank's
 * check, then the call goes again naming the intent, and the server reads how the check
 * ended (docs/decisions/0036-production-payments.md). A refusal then is the call's own.
 */
export async function withCardAuthentication<T>(
  adapter: PaymentsAdapter,
  call: (intentId?: string) => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const challenge = authenticationChallenge(error);
    if (!challenge) throw error;
    await adapter.authenticate(challenge.clientSecret);
    return call(challenge.intentId);
  }
}
