import type { RouteObject } from 'react-router';
import { isOverwolfBuild } from '../../lib/build-info.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

const SocialMediaPage = lazyPage(() => import('./components/social-media-page.tsx'), 'SocialMediaPage');
const DiscordCallbackPage = lazyPage(() => import('./components/discord-callback-page.tsx'), 'DiscordCallbackPage');

/** /streamers is not in the overlay build (spec section 2): no route there, and no chunk to ship. */
function streamersRoutes(): RouteObject[] {
  if (isOverwolfBuild) return [];
  const StreamersPage = lazyPage(() => import('./components/streamers-page.tsx'), 'StreamersPage');
  return [{ path: '/streamers', element: <StreamersPage /> }];
}

/**
 * /streamers (not in the overlay) and /socialMediaProgram: open to visitors, who read the
 * terms and are asked to sign in to take part.
 */
export const creatorsRouteObjects: RouteObject[] = [
  ...streamersRoutes(),
  { path: '/socialMediaProgram', element: <SocialMediaPage /> },
];

/** /DiscordCallback: no page of its own; it needs the session that started the link. */
export const creatorsSignedInRouteObjects: RouteObject[] = [
  { path: '/DiscordCallback', element: <DiscordCallbackPage /> },
];
