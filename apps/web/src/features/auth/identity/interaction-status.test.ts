import { EventMessageUtils, EventType, InteractionStatus as MsalStatus, InteractionType } from '@azure/msal-browser';
import type { EventMessage } from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import {
  MSAL_EVENTS,
  MSAL_INTERACTION,
  nextInteractionStatus,
  startupSettled,
  type InteractionStatus,
} from './interaction-status.ts';

const ours: Record<string, InteractionStatus> = {
  [MsalStatus.Startup]: 'startup',
  [MsalStatus.None]: 'none',
  [MsalStatus.Login]: 'login',
  [MsalStatus.AcquireToken]: 'acquire-token',
  [MsalStatus.SsoSilent]: 'sso-silent',
  [MsalStatus.HandleRedirect]: 'handle-redirect',
  [MsalStatus.Logout]: 'logout',
};

const event = (eventType: string, interactionType: string | null = MSAL_INTERACTION.popup) => ({
  eventType,
  interactionType,
});

describe('interaction status (spec section 4)', () => {
  it('names the same events and interaction kinds as the installed MSAL', () => {
    for (const [key, value] of Object.entries(MSAL_EVENTS)) {
      expect(EventType[key as keyof typeof EventType], key).toBe(value);
    }
    expect(MSAL_INTERACTION).toEqual({
      redirect: InteractionType.Redirect,
      popup: InteractionType.Popup,
      silent: InteractionType.Silent,
      none: InteractionType.None,
    });
  });

  it('walks a pop-up sign-in: login, then none on success or failure', () => {
    const login = nextInteractionStatus('none', event(MSAL_EVENTS.LOGIN_START));
    expect(login).toBe('login');
    expect(nextInteractionStatus(login, event(MSAL_EVENTS.LOGIN_SUCCESS))).toBe('none');
    expect(nextInteractionStatus(login, event(MSAL_EVENTS.LOGIN_FAILURE))).toBe('none');
  });

  it('returns to none after redirect handling', () => {
    const handling = nextInteractionStatus('startup', event(MSAL_EVENTS.HANDLE_REDIRECT_START, null));
    expect(handling).toBe('handle-redirect');
    expect(nextInteractionStatus(handling, event(MSAL_EVENTS.HANDLE_REDIRECT_END, null))).toBe('none');
    expect(startupSettled('startup')).toBe('none');
    expect(startupSettled('login')).toBe('login');
  });

  it('ends an interaction only with its own end event', () => {
    expect(nextInteractionStatus('logout', event(MSAL_EVENTS.SSO_SILENT_SUCCESS))).toBe('logout');
    expect(nextInteractionStatus('sso-silent', event(MSAL_EVENTS.LOGOUT_END))).toBe('sso-silent');
    expect(nextInteractionStatus('handle-redirect', event(MSAL_EVENTS.LOGIN_SUCCESS))).toBe('handle-redirect');
    expect(nextInteractionStatus('sso-silent', event(MSAL_EVENTS.SSO_SILENT_FAILURE))).toBe('none');
    expect(nextInteractionStatus('logout', event(MSAL_EVENTS.LOGOUT_END))).toBe('none');
  });

  it('ignores silent token requests, which never block the UI', () => {
    expect(nextInteractionStatus('none', event(MSAL_EVENTS.ACQUIRE_TOKEN_START, MSAL_INTERACTION.silent))).toBe('none');
    expect(nextInteractionStatus('none', event(MSAL_EVENTS.ACQUIRE_TOKEN_START, MSAL_INTERACTION.redirect))).toBe(
      'acquire-token',
    );
    expect(
      nextInteractionStatus('acquire-token', event(MSAL_EVENTS.ACQUIRE_TOKEN_SUCCESS, MSAL_INTERACTION.silent)),
    ).toBe('acquire-token');
  });

  it('agrees with MSAL’s own EventMessageUtils for every event, interaction kind and status', () => {
    const interactions = [InteractionType.Popup, InteractionType.Redirect, InteractionType.Silent, null];
    for (const eventType of Object.values(EventType)) {
      for (const interactionType of interactions) {
        for (const [msalStatus, status] of Object.entries(ours)) {
          const message = { eventType, interactionType, payload: null, error: null, timestamp: 0 } as EventMessage;
          const theirs = EventMessageUtils.getInteractionStatusFromEvent(message, msalStatus as MsalStatus);
          const expected = theirs === null ? status : ours[theirs];
          expect(
            nextInteractionStatus(status, { eventType, interactionType }),
            `${eventType} ${interactionType} ${status}`,
          ).toBe(expected);
        }
      }
    }
  });
});
