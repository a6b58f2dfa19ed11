import { COUNTRY_CODES } from '@playeats/domain/country';
import { REFERRAL_CODE_VALID_DAYS, REFERRAL_DISCOUNT_CENTS } from '@playeats/domain/constants';
import type { Database } from '../../../db/client.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import { credit } from '../ledger/ledger.ts';
import { usersRepository } from '../../accounts/users/users.repository.ts';
import { promotionsRepository } from './promotions.repository.ts';
import { redeemPromoCode } from './redeem.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const eligibleCountry = (country: string) => (COUNTRY_CODES as readonly string[]).includes(country);

/**
 * The referral discount: REFERRAL_DISCOUNT_CENTS promo cents for the referred person,
 * once, lapsing REFERRAL_CODE_VALID_DAYS later if unspent (docs/decisions/0008-ledger.md).
 */
async function rewardReferral(tx: Database, userId: string, at: Date): Promise<void> {
  const users = usersRepository(tx);
  const user = await users.findById(userId);
  if (!user?.referredByUserId || user.referredByUserId === user.id) return;
  const referrer = await users.findById(user.referredByUserId);
  if (!referrer || referrer.status === 'disabled') return;
  // USA and Canada only: both people.
  if (!eligibleCountry(user.country) || !eligibleCountry(referrer.country)) return;
  const recorded = await promotionsRepository(tx).insertReferral({
    referredUserId: user.id,
    referrerUserId: referrer.id,
    createdAt: at,
  });
  if (!recorded) return;
  await credit(tx, {
    userId: user.id,
    currency: 'PROMO_CENTS',
    amount: REFERRAL_DISCOUNT_CENTS,
    reason: 'referral_reward',
    sourceType: 'referral',
    sourceId: user.id,
    expiresAt: new Date(at.getTime() + REFERRAL_CODE_VALID_DAYS * DAY_MS),
    details: { referrerUserId: referrer.id },
    at,
  });
}

/** Runs a reward step in a savepoint: a business refusal never undoes the activation. */
async function attempt(tx: Database, step: (sp: Database) => Promise<void>): Promise<void> {
  try {
    await tx.transaction((sp) => step(sp as Database));
  } catch (err) {
    if (!(err instanceof HttpProblem)) throw err;
  }
}

/**
 * The auth module calls this, in its own transaction, when an account becomes active
 * (activation link, Google/Microsoft sign-up, first reset of a pending account). Safe to
 * call more than once: each reward is recorded once.
 */
export async function onAccountActivated(tx: Database, userId: string, at: Date = new Date()): Promise<void> {
  const user = await usersRepository(tx).findById(userId);
  const code = user?.signupPromoCode;
  // The code given at sign-up (/signupWithCode/{promoCode}); unknown, expired or used up:
  // skipped. First, to keep the lock order (the code's row, then the balance row).
  if (code) {
    await attempt(tx, async (sp) => {
      await redeemPromoCode(sp, userId, code, at);
    });
  }
  await attempt(tx, (sp) => rewardReferral(sp, userId, at));
}
