import { usePendingPromotion } from '../hooks/use-pending-promotion.ts';
import { defaultRewardsPlatform, type RewardsPlatform } from '../rewards-platform.ts';

/**
 * Renders nothing: applies a stored promo code once the user is signed in (spec
 * section 4). Mount it once, inside the router and the app's providers.
 */
export function PendingPromotionApplier({
  platform = defaultRewardsPlatform,
}: {
  platform?: Pick<RewardsPlatform, 'clientType'>;
}) {
  usePendingPromotion(platform);
  return null;
}
