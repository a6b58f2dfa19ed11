import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const SignupWithCodePage = lazyPage(() => import('./components/signup-code-page.tsx'), 'SignupWithCodePage');
const SignupWithReferralPage = lazyPage(() => import('./components/signup-code-page.tsx'), 'SignupWithReferralPage');

/** /signupWithCode and /signupWithReferral (spec section 2): the home page with a shared code. */
export const homeCodeRouteObjects: RouteObject[] = [
  { path: '/signupWithCode/:promoCode', element: <SignupWithCodePage /> },
  { path: '/signupWithReferral/:referrerCode', element: <SignupWithReferralPage /> },
];
