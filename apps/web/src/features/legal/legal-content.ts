export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Guards what `t(..., { returnObjects: true })` hands back: a missing key comes back as a string. */
export function isParagraphList(value: unknown): value is string[] {
  return isStringList(value);
}

export function isLegalSectionList(value: unknown): value is LegalSection[] {
  return (
    Array.isArray(value) &&
    value.every((section: unknown) => {
      if (typeof section !== 'object' || section === null) return false;
      const { heading, paragraphs, items } = section as Record<string, unknown>;
      return (
        typeof heading === 'string' &&
        (paragraphs === undefined || isStringList(paragraphs)) &&
        (items === undefined || isStringList(items))
      );
    })
  );
}
