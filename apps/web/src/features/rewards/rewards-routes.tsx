import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ErrorPage } from '../../components/error-page/error-page.tsx';
import { lazyPage, loadChunk } from '../../lib/lazy-page.ts';

const ChallengesLayout = lazyPage(() => import('./components/challenges-layout.tsx'), 'ChallengesLayout');
const ChallengesPage = lazyPage(() => import('./components/challenges-page.tsx'), 'ChallengesPage');
const ChallengeDetailPage = lazyPage(() => import('./components/challenge-detail-page.tsx'), 'ChallengeDetailPage');
const PromoCodePage = lazyPage(() => import('./components/promo-code-page.tsx'), 'PromoCodePage');

/** The promo-code field, lazy, for the app to put where a code helps (the checkout). */
export const LazyPromoCodeForm = lazy(() =>
  loadChunk(() => import('./components/promo-code-form.tsx')).then((m) => ({ default: m.PromoCodeForm })),
);

/**
 * /gamechallenges/* (spec section 2), with /gamechallenges/promo-code (a promo code for an
 * existing account, linked from the account's navigation), for the route table to splice into the layout's
 * children in place of the pending entry. A parent path with children rather than a
 * splat (a splat cannot have children); anything deeper is the error page.
 */
export const rewardsRouteObjects: RouteObject[] = [
  {
    path: '/gamechallenges',
    element: <ChallengesLayout />,
    children: [
      { index: true, element: <ChallengesPage /> },
      // A static segment outranks :challengeId.
      { path: 'promo-code', element: <PromoCodePage /> },
      { path: ':challengeId', element: <ChallengeDetailPage /> },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];
