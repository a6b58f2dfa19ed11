export interface FaqEntry {
  question: string;
  answer: string;
}

/** Guards what `t(..., { returnObjects: true })` hands back: a missing key comes back as a string. */
export function isFaqEntryList(value: unknown): value is FaqEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Record<string, unknown>).question === 'string' &&
        typeof (entry as Record<string, unknown>).answer === 'string',
    )
  );
}
