function digitsOf(raw: string): string {
  return raw.replace(/\D/g, '');
}

/**
 * Display form of a North American number. Ten-digit numbers get the implied
 * country code 1 so every formatted number reads the same way. Input of any
 * other length is returned untouched rather than guessed at, so the user still
 * sees exactly what was typed.
 */
export function formatPhone(raw: string): string {
  const digits = digitsOf(raw);
  if (digits.length === 10) {
    return `1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  if (digits.length === 11) {
    return `${digits.slice(0, 1)}-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  return raw;
}

/**
 * E.164 (`+1XXXXXXXXXX`) for US/Canada numbers, the single canonical key the
 * SMS login stores and looks up, so '(514) 555-1234' and '+1 514 555 1234'
 * resolve to the same account. Returns null for anything that is not a
 * 10-digit number or an 11-digit number with country code 1.
 */
export function normalizePhone(raw: string): string | null {
  const digits = digitsOf(raw);
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
