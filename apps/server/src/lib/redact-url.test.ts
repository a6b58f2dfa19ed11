import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/users/activate/abcDEF123_-xyz', '/api/users/activate/[redacted]'],
    ['/api/users/resetPassword/tok?lng=fr', '/api/users/resetPassword/[redacted]?lng=fr'],
    ['/verifyemail/tok', '/verifyemail/[redacted]'],
    ['/login/qrToken123', '/login/[redacted]'],
    ['/socialSignup/qr', '/socialSignup/[redacted]'],
    ['/api/auth/qr/qrToken123/claim', '/api/auth/qr/[redacted]/claim'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each(['/login', '/login/sms', '/api/auth/qr', '/api/settings', '/home'])('leaves %s alone', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});
