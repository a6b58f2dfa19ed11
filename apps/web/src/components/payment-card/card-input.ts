import { cardExpired } from '@playeats/contracts/payments';

/** Card fields as typed, read and checked before anything leaves the browser. Pure. */

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Groups of four as the number is typed: "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every card number carries: catches most typing mistakes. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY", "MM / YYYY", "MMYY" → month and four-digit year; null when it is not a date. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*[/\-.\s]?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: match[2]!.length === 2 ? 2000 + year : year };
}

export type CardFieldProblem = 'number' | 'expiry' | 'expired' | 'cvc';

export interface CardFieldsCheck {
  problems: Partial<Record<'number' | 'expiry' | 'cvc', CardFieldProblem>>;
  card: { number: string; expMonth: number; expYear: number; cvc: string } | null;
}

/** What is wrong with the typed card, field by field (an expired card included), or the card to send. */
export function checkCardFields(fields: { number: string; expiry: string; cvc: string }, now: Date): CardFieldsCheck {
  const problems: CardFieldsCheck['problems'] = {};
  if (!luhnValid(fields.number)) problems.number = 'number';
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) problems.expiry = 'expiry';
  else if (cardExpired(expiry.expMonth, expiry.expYear, now)) problems.expiry = 'expired';
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) problems.cvc = 'cvc';
  if (Object.keys(problems).length > 0 || !expiry) return { problems, card: null };
  return { problems, card: { number: digitsOf(fields.number), ...expiry, cvc: fields.cvc.trim() } };
}
