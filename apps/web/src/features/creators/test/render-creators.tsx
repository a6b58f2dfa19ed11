import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { CreatorProgramsDto } from '@playeats/contracts/creators';
import type { UserInfoDto } from '@playeats/contracts/users';
import { installFakeFetch, jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { configureHttpClient } from '../../../lib/http-client.ts';
import { createQueryClient } from '../../../lib/query-clients.ts';
import { LocationProbe, renderRoutes } from '../../../test/render.tsx';
import { initialAuthState, toSessionUserInfo } from '../../auth/auth-slice.ts';
import { creatorsRouteObjects, creatorsSignedInRouteObjects } from '../creators-routes.tsx';

/** Test support only. */
export const member: UserInfoDto = {
  id: 'user-1',
  email: 'streamer@example.com',
  emailVerified: true,
  roles: ['USER'],
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  address: null,
  phone: null,
  country: 'CANADA',
  language: 'en',
  referralCode: 'GAMER-7Q2X',
  hasPassword: true,
  linkedProviders: [],
  createdAt: '2025-03-05T12:00:00.000Z',
};

export const programs: CreatorProgramsDto = {
  streamers: {
    countries: ['UNITED_STATES', 'CANADA'],
    minimumAge: 18,
    minFollowers: 100,
    minAverageViewers: 5,
    viewerDiscountCents: 500,
    viewerDiscountDays: 30,
    firstOrderBucks: 250,
    monthlyRewardLimit: 200,
  },
  socialMedia: { platforms: ['x', 'instagram'], postBucks: 100, postsPerWeek: 3 },
};

export type Handler = (request: RecordedRequest) => Response | undefined;

/** The creators' pages as the app routes them, on a fake server; signed in unless told. */
export async function renderCreators(path: string, handler: Handler, { signedIn = true } = {}) {
  await Promise.all([
    import('../components/streamers-page.tsx'),
    import('../components/social-media-page.tsx'),
    import('../components/discord-callback-page.tsx'),
  ]);
  const { requests } = installFakeFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === '/api/creator-programs') return jsonResponse(200, programs);
    if (request.url === '/api/users/me/discord') return jsonResponse(200, { eligible: false, account: null });
    return problemResponse(404, 'NotFoundException');
  });
  const session = { accessToken: 'a', refreshToken: 'r', userInfo: toSessionUserInfo(member) };
  const view = await renderRoutes([...creatorsRouteObjects, ...creatorsSignedInRouteObjects], {
    path,
    preloadedState: { auth: { ...initialAuthState, ...(signedIn ? session : {}) } },
    connectHttp: true,
    queryClient: createQueryClient(),
    after: <LocationProbe />,
  });
  return { ...view, requests, user: userEvent.setup() };
}

export function resetCreatorsTest(): void {
  configureHttpClient(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

export const calls = (requests: RecordedRequest[], method: string, url: string) =>
  requests.filter((r) => r.method === method && r.url.split('?')[0] === url);
