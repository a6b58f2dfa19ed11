import type { RouteObject } from 'react-router';
import { ErrorPage } from '../../components/error-page/error-page.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';

const ChallengesLayout = lazyPage(() => import('./components/challenges-layout.tsx'), 'ChallengesLayout');
const ChallengesPage = lazyPage(() => import('./components/challenges-page.tsx'), 'ChallengesPage');
const ChallengeDetailPage = lazyPage(() => import('./components/challenge-detail-page.tsx'), 'ChallengeDetailPage');

/**
 * /gamechallenges/* (spec section 2), for the route table to splice into the layout's
 * children in place of the pending entry. A parent path with children rather than a
 * splat (a splat cannot have children); anything deeper is the error page.
 */
export const rewardsRouteObjects: RouteObject[] = [
  {
    path: '/gamechallenges',
    element: <ChallengesLayout />,
    children: [
      { index: true, element: <ChallengesPage /> },
      { path: ':challengeId', element: <ChallengeDetailPage /> },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];
