import type { InputHTMLAttributes } from 'react';

/**
 * The attributes of a field for a 6-digit code sent by text message (a sign-in by SMS, a
 * new phone number): the number pad, and the phone offering the code it just received.
 */
export const ONE_TIME_CODE_INPUT = {
  type: 'text',
  name: 'code',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  pattern: '[0-9]*',
  maxLength: 6,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;
