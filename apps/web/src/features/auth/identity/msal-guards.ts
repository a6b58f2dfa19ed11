import { logger } from '../../../lib/logger.ts';

/**
 * Request rules of spec section 5 for the identity-provider sign-in library, as small
 * guards the Microsoft adapter runs before each call. They match what MSAL itself does
 * (SilentIframeClient, StandardController.acquireTokenByCode), so a request that passes
 * here is not refused there, and the rules stay testable without the library.
 */

/** What identifies the user to the identity provider in a silent request. */
export interface UserHintRequest {
  loginHint?: string | undefined;
  sid?: string | undefined;
  account?: { username?: string | undefined } | null | undefined;
}

/**
 * A token request without a user hint (login hint, session id or an account with a user
 * name) only logs a warning: the provider may still find the session, or may need more
 * information. Returns whether a hint was there.
 */
export function warnIfNoUserHint(request: UserHintRequest, warn: (message: string) => void = logger.warn): boolean {
  const hinted = Boolean(request.loginHint || request.sid || request.account?.username);
  if (!hinted)
    warn('No user hint provided. The authorization server may need more information to complete this request.');
  return hinted;
}

/** Prompt values a silent sign-in accepts, as MSAL spells them ('no_session' is the spec's no-session). */
export const SILENT_PROMPTS = ['none', 'no_session'] as const;
export type SilentPrompt = (typeof SILENT_PROMPTS)[number];

export class SilentPromptError extends Error {
  override readonly name = 'SilentPromptError';
  constructor(readonly prompt: string) {
    super(`The prompt value '${prompt}' is not valid for silent requests: use 'none' or 'no_session'.`);
  }
}

/** The prompt a silent sign-in sends: none when not given; no-session in either spelling; anything else throws. */
export function silentPrompt(prompt: string | undefined): SilentPrompt {
  if (prompt === undefined || prompt === 'none') return 'none';
  if (prompt === 'no_session' || prompt === 'no-session') return 'no_session';
  throw new SilentPromptError(prompt);
}

export class CodeRequestError extends Error {
  override readonly name = 'CodeRequestError';
}

/** An authorization-code request needs exactly one of a code or a native (broker) account id. */
export function assertCodeRequest(request: { code?: string | undefined; nativeAccountId?: string | undefined }): void {
  const hasCode = Boolean(request.code);
  const hasNative = Boolean(request.nativeAccountId);
  if (hasCode && hasNative)
    throw new CodeRequestError('Give either an authorization code or a native account id, not both.');
  if (!hasCode && !hasNative) throw new CodeRequestError('An authorization code or a native account id is required.');
}
