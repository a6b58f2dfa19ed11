import { TIP_MAX_CENTS } from '@playeats/contracts/ordering';

/** The tip choices at checkout: none, a share of the food, or an amount the user types. */
export type TipChoice = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'custom'; text: string };

export const TIP_PERCENTS = [10, 15, 20] as const;
export const DEFAULT_TIP: TipChoice = { kind: 'percent', percent: 15 };

/** "4", "4.5", "4,50" (French) → cents; null when it is not an amount or is over the maximum. */
export function parseTipAmount(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= TIP_MAX_CENTS ? cents : null;
}

/** The tip in cents for a subtotal; a custom amount that is not one counts as no tip. */
export function tipCents(choice: TipChoice, subtotalCents: number): number {
  switch (choice.kind) {
    case 'none':
      return 0;
    case 'percent':
      return Math.min(TIP_MAX_CENTS, Math.round((subtotalCents * choice.percent) / 100));
    case 'custom':
      return parseTipAmount(choice.text) ?? 0;
  }
}
