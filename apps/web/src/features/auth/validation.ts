import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@playeats/contracts/auth';
import { emailSchema, phoneSchema } from '@playeats/contracts/common';

/**
 * Client-side checks before a call, returning the `auth` namespace key of the message
 * (null when fine). The server checks the same contract schemas; these only spare a
 * round trip and give the message right beside the field.
 */
export function emailError(value: string): string | null {
  if (!value.trim()) return 'errors.emailRequired';
  return emailSchema.safeParse(value).success ? null : 'errors.emailInvalid';
}

export function currentPasswordError(value: string): string | null {
  return value ? null : 'errors.passwordRequired';
}

export function newPasswordError(value: string): string | null {
  if (!value) return 'errors.passwordRequired';
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return 'errors.passwordLength';
  return null;
}

export function phoneError(value: string): string | null {
  if (!value.trim()) return 'errors.phoneRequired';
  return phoneSchema.safeParse(value).success ? null : 'errors.phoneInvalid';
}

export function smsCodeError(value: string): string | null {
  return /^\d{6}$/.test(value) ? null : 'errors.codeInvalid';
}

export function optionalCodeError(value: string): string | null {
  const code = value.trim();
  return code === '' || /^[A-Za-z0-9-]{3,40}$/.test(code) ? null : 'errors.promoCodeInvalid';
}

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A rough hint while typing, not a rule: length matters most (NIST 800-63B); mixing
 * kinds of characters helps a little. The server's refusal of common passwords is the rule.
 */
export function passwordStrength(value: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  if (value.length < PASSWORD_MIN_LENGTH) return 'weak';
  if (value.length >= 16 || (value.length >= 12 && kinds >= 3)) return 'strong';
  return value.length >= 10 || kinds >= 3 ? 'fair' : 'weak';
}
