import { describe, expect, it, vi } from 'vitest';
import {
  assertCodeRequest,
  CodeRequestError,
  silentPrompt,
  SilentPromptError,
  warnIfNoUserHint,
} from './msal-guards.ts';

describe('identity-provider request rules (spec section 5)', () => {
  it('only warns when a token request has no user hint', () => {
    const warn = vi.fn();
    expect(warnIfNoUserHint({}, warn)).toBe(false);
    expect(warnIfNoUserHint({ account: { username: '' } }, warn)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No user hint'));
    warn.mockClear();
    expect(warnIfNoUserHint({ loginHint: 'gamer@example.com' }, warn)).toBe(true);
    expect(warnIfNoUserHint({ sid: 'abc' }, warn)).toBe(true);
    expect(warnIfNoUserHint({ account: { username: 'gamer@example.com' } }, warn)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts only none or no-session for a silent sign-in', () => {
    expect(silentPrompt(undefined)).toBe('none');
    expect(silentPrompt('none')).toBe('none');
    expect(silentPrompt('no_session')).toBe('no_session');
    expect(silentPrompt('no-session')).toBe('no_session');
    for (const prompt of ['login', 'select_account', 'consent', 'create', '']) {
      expect(() => silentPrompt(prompt), prompt).toThrow(SilentPromptError);
    }
  });

  it('needs exactly one of a code or a native account id', () => {
    expect(() => assertCodeRequest({ code: 'c' })).not.toThrow();
    expect(() => assertCodeRequest({ nativeAccountId: 'n' })).not.toThrow();
    expect(() => assertCodeRequest({})).toThrow(CodeRequestError);
    expect(() => assertCodeRequest({ code: '', nativeAccountId: '' })).toThrow(/required/);
    expect(() => assertCodeRequest({ code: 'c', nativeAccountId: 'n' })).toThrow(/not both/);
  });
});
