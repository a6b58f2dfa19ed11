/**
 * The Microsoft sign-in library's interaction status (spec section 4): startup, none,
 * login, acquire-token, sso-silent, handle-redirect, logout. It starts at startup and
 * returns to none after redirect handling or a matching end, success or failure event.
 *
 * A pure reducer over the library's event messages, kept free of the library itself so
 * the page bundles stay small (decision 0005). The event names are MSAL's EventType
 * values (a unit test checks them against the installed library) and the rules are those
 * of MSAL's EventMessageUtils.getInteractionStatusFromEvent.
 */
export type InteractionStatus =
  'startup' | 'none' | 'login' | 'acquire-token' | 'sso-silent' | 'handle-redirect' | 'logout';

export const MSAL_EVENTS = {
  LOGIN_START: 'msal:loginStart',
  LOGIN_SUCCESS: 'msal:loginSuccess',
  LOGIN_FAILURE: 'msal:loginFailure',
  ACQUIRE_TOKEN_START: 'msal:acquireTokenStart',
  ACQUIRE_TOKEN_SUCCESS: 'msal:acquireTokenSuccess',
  ACQUIRE_TOKEN_FAILURE: 'msal:acquireTokenFailure',
  SSO_SILENT_START: 'msal:ssoSilentStart',
  SSO_SILENT_SUCCESS: 'msal:ssoSilentSuccess',
  SSO_SILENT_FAILURE: 'msal:ssoSilentFailure',
  HANDLE_REDIRECT_START: 'msal:handleRedirectStart',
  HANDLE_REDIRECT_END: 'msal:handleRedirectEnd',
  LOGOUT_START: 'msal:logoutStart',
  LOGOUT_END: 'msal:logoutEnd',
  RESTORE_FROM_BFCACHE: 'msal:restoreFromBFCache',
} as const;

/** MSAL's InteractionType values. */
export const MSAL_INTERACTION = { redirect: 'redirect', popup: 'popup', silent: 'silent', none: 'none' } as const;

/** The part of an MSAL EventMessage the status depends on. */
export interface InteractionEvent {
  eventType: string;
  interactionType: string | null;
}

const isInteractive = (event: InteractionEvent) =>
  event.interactionType === MSAL_INTERACTION.redirect || event.interactionType === MSAL_INTERACTION.popup;

/** Ends the owners' status only: one interaction's end must not clear another one's status. */
const endIf = (current: InteractionStatus, ...owners: InteractionStatus[]): InteractionStatus =>
  owners.includes(current) ? 'none' : current;

/**
 * Startup ends once the library is initialized and any redirect answer handled, whether
 * or not handling emitted events (MsalProvider does the same in msal-react).
 */
export function startupSettled(current: InteractionStatus): InteractionStatus {
  return current === 'startup' ? 'none' : current;
}

export function nextInteractionStatus(current: InteractionStatus, event: InteractionEvent): InteractionStatus {
  switch (event.eventType) {
    case MSAL_EVENTS.LOGIN_START:
      return 'login';
    case MSAL_EVENTS.SSO_SILENT_START:
      return 'sso-silent';
    case MSAL_EVENTS.ACQUIRE_TOKEN_START:
      // Silent token requests happen behind the user's back; only interactive ones block the UI.
      return isInteractive(event) ? 'acquire-token' : current;
    case MSAL_EVENTS.HANDLE_REDIRECT_START:
      return 'handle-redirect';
    case MSAL_EVENTS.LOGOUT_START:
      return 'logout';
    case MSAL_EVENTS.SSO_SILENT_SUCCESS:
    case MSAL_EVENTS.SSO_SILENT_FAILURE:
      return endIf(current, 'sso-silent');
    case MSAL_EVENTS.LOGOUT_END:
      return endIf(current, 'logout');
    case MSAL_EVENTS.HANDLE_REDIRECT_END:
      return endIf(current, 'handle-redirect');
    case MSAL_EVENTS.LOGIN_SUCCESS:
    case MSAL_EVENTS.LOGIN_FAILURE:
    case MSAL_EVENTS.ACQUIRE_TOKEN_SUCCESS:
    case MSAL_EVENTS.ACQUIRE_TOKEN_FAILURE:
    case MSAL_EVENTS.RESTORE_FROM_BFCACHE:
      return isInteractive(event) ? endIf(current, 'login', 'acquire-token') : current;
    default:
      return current;
  }
}
