import type { TFunction } from 'i18next';
import type { Currency, UserChallengeDto } from '@playeats/contracts/rewards';
import { formatCents, type MoneyLocale } from '@playeats/domain/money';
import type { CurrencyCode } from '@playeats/domain/pricing';
import { dateTimeFormat, numberFormat } from '../../lib/intl.ts';

const INTL_LOCALE: Record<MoneyLocale, string> = { en: 'en-US', fr: 'fr-CA' };

/** The challenge's own words in the app language (the server keeps both). */
export function localized(text: { en: string; fr: string }, language: MoneyLocale): string {
  return text[language] || text.en;
}

export function formatDate(iso: string, language: MoneyLocale): string {
  return dateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long' }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: MoneyLocale): string {
  return dateTimeFormat(INTL_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatNumber(value: number, language: MoneyLocale, maximumFractionDigits = 0): string {
  return numberFormat(INTL_LOCALE[language], { maximumFractionDigits }).format(value);
}

/** "100 bucks" or "CA$3.00 in promo dollars" (promo dollars in the account's currency). */
export function rewardText(
  t: TFunction<'rewards'>,
  reward: { currency: Currency; amount: number },
  language: MoneyLocale,
  accountCurrency: CurrencyCode,
): string {
  return reward.currency === 'BUCKS'
    ? t('challenges.reward.bucks', { count: reward.amount, amount: formatNumber(reward.amount, language) })
    : t('challenges.reward.promo', { amount: formatCents(reward.amount, language, accountCurrency) });
}

/** Progress in the challenge's unit: hours (to a tenth) for play challenges, orders otherwise. */
export function progressText(
  t: TFunction<'rewards'>,
  progress: UserChallengeDto['progress'],
  language: MoneyLocale,
): string {
  const current = Math.min(progress.current, progress.required);
  if (progress.unit === 'minutes') {
    return t('challenges.progress.hours', {
      current: formatNumber(current / 60, language, 1),
      required: formatNumber(progress.required / 60, language, 1),
    });
  }
  return t('challenges.progress.orders', {
    count: progress.required,
    current: formatNumber(current, language),
    required: formatNumber(progress.required, language),
  });
}

/** "Ends …" while running; "Ended … · claim by …" during the claim grace. */
export function windowText(
  t: TFunction<'rewards'>,
  challenge: Pick<UserChallengeDto, 'endsAt' | 'claimableUntil'>,
  language: MoneyLocale,
  now: Date = new Date(),
): string {
  const ends = formatDate(challenge.endsAt, language);
  if (new Date(challenge.endsAt) > now) return t('challenges.window.ends', { date: ends });
  return t('challenges.window.ended', { date: ends, claimBy: formatDate(challenge.claimableUntil, language) });
}

/** Minutes as "45 min" or "1 h 25 min". */
export function durationText(t: TFunction<'rewards'>, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? t('sessions.durationHours', { hours, minutes: rest }) : t('sessions.durationMinutes', { minutes });
}
