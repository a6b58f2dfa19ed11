import { describe, expect, it } from 'vitest';
import {
  emailError,
  newPasswordError,
  optionalCodeError,
  passwordStrength,
  phoneError,
  smsCodeError,
} from './validation.ts';

describe('client-side checks', () => {
  it('checks e-mail addresses', () => {
    expect(emailError('')).toBe('errors.emailRequired');
    expect(emailError('gamer')).toBe('errors.emailInvalid');
    expect(emailError(' Gamer@Example.com ')).toBeNull();
  });

  it('checks new passwords against the contract length', () => {
    expect(newPasswordError('')).toBe('errors.passwordRequired');
    expect(newPasswordError('short')).toBe('errors.passwordLength');
    expect(newPasswordError('x'.repeat(129))).toBe('errors.passwordLength');
    expect(newPasswordError('correct horse')).toBeNull();
  });

  it('checks phones, SMS codes and optional codes', () => {
    expect(phoneError('')).toBe('errors.phoneRequired');
    expect(phoneError('12')).toBe('errors.phoneInvalid');
    expect(phoneError('(514) 555-1234')).toBeNull();
    expect(smsCodeError('12345')).toBe('errors.codeInvalid');
    expect(smsCodeError('123456')).toBeNull();
    expect(optionalCodeError('')).toBeNull();
    expect(optionalCodeError('GAMER-5')).toBeNull();
    expect(optionalCodeError('no spaces')).toBe('errors.promoCodeInvalid');
  });
});

describe('passwordStrength', () => {
  it('grows with length first', () => {
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcdefghij')).toBe('fair');
    expect(passwordStrength('Abcdefg1!')).toBe('fair');
    expect(passwordStrength('purple tiger lamp')).toBe('strong');
    expect(passwordStrength('Tiger-Lamp-42')).toBe('strong');
  });
});
