/** A ?next= value to go back to: only a path of this app ("/checkout"), never another site. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
