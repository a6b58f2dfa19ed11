import type { Config } from '../../config.ts';

/** The programs' configurable figures (docs/decisions/0021-creator-programs.md). */
export interface CreatorLimits {
  minFollowers: number;
  minAverageViewers: number;
  viewerDiscountCents: number;
  viewerDiscountDays: number;
  firstOrderBucks: number;
  monthlyRewardLimit: number;
  socialPostBucks: number;
  socialPostsPerWeek: number;
}

/**
 * Read at each use, so that live settings can stand behind it: today the environment
 * (config.ts), tomorrow the settings service's current values.
 */
export type CreatorLimitsSource = () => CreatorLimits;

export function limitsFromConfig(config: Config): CreatorLimitsSource {
  const limits: CreatorLimits = {
    minFollowers: config.CREATOR_MIN_FOLLOWERS,
    minAverageViewers: config.CREATOR_MIN_AVERAGE_VIEWERS,
    viewerDiscountCents: config.CREATOR_VIEWER_DISCOUNT_CENTS,
    viewerDiscountDays: config.CREATOR_VIEWER_DISCOUNT_DAYS,
    firstOrderBucks: config.CREATOR_FIRST_ORDER_BUCKS,
    monthlyRewardLimit: config.CREATOR_MONTHLY_REWARD_LIMIT,
    socialPostBucks: config.SOCIAL_POST_BUCKS,
    socialPostsPerWeek: config.SOCIAL_POSTS_PER_WEEK,
  };
  return () => limits;
}
