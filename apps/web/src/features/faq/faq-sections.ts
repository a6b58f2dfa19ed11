/** The six FAQ subpages (spec section 2), by URL segment under /FAQ, in the spec's order. */
export const FAQ_SECTIONS = [
  'what-is-playeats',
  'other-questions',
  'how-it-works',
  'orders',
  'benefits',
  'bucks',
] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

export function isFaqSection(value: string | undefined): value is FaqSection {
  return (FAQ_SECTIONS as readonly (string | undefined)[]).includes(value);
}

export function faqSectionPath(section: FaqSection): string {
  return `/FAQ/${section}`;
}
