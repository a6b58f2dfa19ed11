import type { InvalidParam } from '@playeats/contracts/problem';
import { conflict, HttpProblem } from '../../lib/problem.ts';

/** No admin reviews their own application or post (it pays them). */
export const ownReview = () => conflict('You cannot review your own submission: ask another admin.');

// The refusals of the creator programs, each with the exception name the client's error
// catalogue reads (common.json exceptions.*).

export const notEligible = (invalidParams: InvalidParam[]) =>
  new HttpProblem(
    422,
    'CreatorNotEligibleException',
    'Not eligible',
    `Not eligible yet: ${invalidParams.map((p) => p.reason).join('; ')}.`,
    { invalidParams },
  );

export const applicationOpen = () =>
  new HttpProblem(
    409,
    'CreatorApplicationOpenException',
    'Application already open',
    'You already have an application waiting for review.',
  );

export const alreadyCreator = () =>
  new HttpProblem(409, 'AlreadyCreatorException', 'Already a creator', 'This account is already a PlayEats creator.');

export const alreadyReviewed = (status: string) =>
  new HttpProblem(409, 'AlreadyReviewedException', 'Already reviewed', `This was already reviewed: it is ${status}.`, {
    status,
  });

export const selfReferral = () =>
  new HttpProblem(422, 'SelfReferralException', 'Own code', 'You cannot use your own creator code.');

export const creatorCodeAlreadyUsed = () =>
  new HttpProblem(
    409,
    'PromoCodeAlreadyUsedException',
    'Promo code already used',
    'You have already used this creator code.',
  );

export const creatorCodeNotEligible = (detail: string) =>
  new HttpProblem(409, 'CreatorCodeNotEligibleException', 'Creator code not available', detail);

export const duplicatePost = () =>
  new HttpProblem(409, 'SocialPostDuplicateException', 'Post already submitted', 'This post was already submitted.');

export const discordNotAllowed = () =>
  new HttpProblem(
    403,
    'DiscordLinkNotAllowedException',
    'Discord linking not available',
    'Discord linking is for creators and social media program members.',
  );

/** A state that is used, expired, unknown or someone else's: start again. `returnTo` only to its owner. */
export const discordLinkExpired = (detail: string, returnTo?: string) =>
  new HttpProblem(400, 'DiscordLinkExpiredException', 'Discord link expired', detail, returnTo ? { returnTo } : {});

export const discordLinkRefused = (detail: string, returnTo: string) =>
  new HttpProblem(400, 'DiscordLinkRefusedException', 'Discord link refused', detail, { returnTo });

export const discordUnavailable = (detail: string, returnTo?: string) =>
  new HttpProblem(502, 'DiscordUnavailableException', 'Discord unavailable', detail, returnTo ? { returnTo } : {});

/** No Discord client id in production: linking is off. */
export const discordDisabled = (returnTo?: string) =>
  new HttpProblem(
    503,
    'DiscordUnavailableException',
    'Discord linking off',
    'Discord linking is not enabled on this server.',
    returnTo ? { returnTo } : {},
  );

export const discordAccountTaken = (returnTo: string) =>
  new HttpProblem(
    409,
    'DiscordAccountTakenException',
    'Discord account taken',
    'This Discord account is already linked to another PlayEats account.',
    { returnTo },
  );
