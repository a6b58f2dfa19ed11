import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './support/server-process.ts';

// Every route of the web app and where the walk of e2e/phone-layout.spec.ts visits it.
// The route table is read from the sources (app/routes.tsx, each feature's *-routes.tsx,
// the admin area's sections): a route added there and not here fails the walk's first test.

export type Who = 'visitor' | 'customer' | 'admin';

/** What the walk sets up first through the API, for the routes that take an id. */
export interface WalkIds {
  placeId: string;
  orderId: string;
  mealId: string;
  challengeId: string;
  userId: string;
  promoCodeId: string;
  adminChallengeId: string;
}

export interface Visit {
  who: Who;
  url: (ids: WalkIds) => string;
}

const v = (who: Who, url: string | ((ids: WalkIds) => string)): Visit => ({
  who,
  url: typeof url === 'string' ? () => url : url,
});

/** Route sources, relative to apps/web/src; key: "<file> <path>". */
const ROUTE_FILES = /(^app\/routes\.tsx$|-routes\.tsx$|admin-sections\.tsx$|-section\.tsx$|admin-area\.tsx$)/;
const PATTERNS = [/\bpath: '([^']*)'/g, /<Route\b[^>]*\bpath="([^"]*)"/g];

export function routeTable(): string[] {
  const srcDir = path.join(repoRoot, 'apps', 'web', 'src');
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const rel = path.relative(srcDir, full).split(path.sep).join('/');
        if (!ROUTE_FILES.test(rel) || /\.test\.tsx$/.test(rel)) continue;
        const source = fs.readFileSync(full, 'utf8');
        for (const pattern of PATTERNS) for (const m of source.matchAll(pattern)) keys.add(`${rel} ${m[1]}`);
      }
    }
  };
  walk(srcDir);
  return [...keys].sort();
}

const A = (p: string) => `/admin/${p}`;

/** Route → its visits; a string says why the walk does not visit it. */
export const WALK: Record<string, Visit[] | string> = {
  'app/routes.tsx /': [v('visitor', '/'), v('visitor', '/QR1')],
  // The former second menu: it leads to the restaurant's page (decision 0026).
  'app/routes.tsx /order/:restaurantId': [v('customer', ({ placeId }) => `/order/${placeId}`)],
  'app/routes.tsx /home': [v('visitor', '/home'), v('customer', '/home')],
  'app/routes.tsx /home/en': [v('visitor', '/home/en')],
  'app/routes.tsx /home/fr': [v('visitor', '/home/fr')],
  'app/routes.tsx /Files/index.html': 'the game overlay build only (e2e/overlay.spec.ts)',
  'app/routes.tsx /FAQ': [v('visitor', '/FAQ'), v('customer', '/FAQ')],
  'app/routes.tsx /FAQ/:section': [v('visitor', '/FAQ/ordering')],
  'app/routes.tsx /contact': [v('visitor', '/contact'), v('customer', '/contact')],
  'app/routes.tsx /privacy': [v('visitor', '/privacy')],
  'app/routes.tsx /terms': [v('visitor', '/terms')],
  'app/routes.tsx /error': [v('visitor', '/error')],
  'app/routes.tsx /admin/*': [v('admin', A('dashboard'))],
  'app/routes.tsx *': [v('visitor', '/no/such/page'), v('customer', '/no/such/page')],
  'features/auth/auth-routes.tsx /login': [v('visitor', '/login')],
  'features/auth/auth-routes.tsx /login/sms': [v('visitor', '/login/sms')],
  'features/auth/auth-routes.tsx /login/:qrTokenToValidate': [v('visitor', '/login/not-a-real-qr-token')],
  'features/auth/auth-routes.tsx /socialLogin': [v('visitor', '/socialLogin')],
  'features/auth/auth-routes.tsx /socialLogin/:qrTokenToValidate': [v('visitor', '/socialLogin/not-a-real-qr-token')],
  'features/auth/auth-routes.tsx /signup': [v('visitor', '/signup')],
  'features/auth/auth-routes.tsx /signup/:qrTokenToValidate': [v('visitor', '/signup/not-a-real-qr-token')],
  'features/auth/auth-routes.tsx /socialSignup': [v('visitor', '/socialSignup')],
  'features/auth/auth-routes.tsx /socialSignup/:qrTokenToValidate': [v('visitor', '/socialSignup/not-a-real-qr-token')],
  'features/auth/auth-routes.tsx /verifyemail/:verificationToken': [v('visitor', '/verifyemail/not-a-real-token')],
  'features/auth/auth-routes.tsx /api/users/activate/*': [v('visitor', '/api/users/activate/not-a-real-token')],
  'features/auth/auth-routes.tsx /api/users/resetPassword/*': [
    v('visitor', '/api/users/resetPassword/not-a-real-token'),
  ],
  'features/auth/auth-routes.tsx /passwordRecovery': [v('visitor', '/passwordRecovery')],
  'features/home/home-code-routes.tsx /signupWithCode/:promoCode': [
    v('visitor', '/signupWithCode/WELCOME5'),
    v('customer', '/signupWithCode/WELCOME5'),
  ],
  'features/home/home-code-routes.tsx /signupWithReferral/:referrerCode': [
    v('visitor', '/signupWithReferral/FRIEND-1'),
  ],
  'features/rewards/rewards-routes.tsx /gamechallenges': [v('customer', '/gamechallenges')],
  'features/rewards/rewards-routes.tsx :challengeId': [
    v('customer', ({ challengeId }) => `/gamechallenges/${challengeId}`),
  ],
  'features/rewards/rewards-routes.tsx promo-code': [v('customer', '/gamechallenges/promo-code')],
  'features/rewards/rewards-routes.tsx *': [v('customer', '/gamechallenges/a/b')],
  'features/creators/creators-routes.tsx /streamers': [v('visitor', '/streamers'), v('customer', '/streamers')],
  'features/creators/creators-routes.tsx /socialMediaProgram': [v('customer', '/socialMediaProgram')],
  'features/creators/creators-routes.tsx /DiscordCallback': [v('customer', '/DiscordCallback')],
  'features/restaurants/restaurants-routes.tsx /partners': [v('visitor', '/partners'), v('customer', '/partners')],
  'features/restaurants/restaurants-routes.tsx /nearby': [v('visitor', '/nearby'), v('customer', '/nearby')],
  'features/restaurants/restaurants-routes.tsx /nearby/:restaurantId': [
    v('visitor', ({ placeId }) => `/nearby/${placeId}`),
    v('customer', ({ placeId }) => `/nearby/${placeId}`),
  ],
  'features/restaurants/restaurants-routes.tsx /demo': [v('visitor', '/demo')],
  'features/account/account-routes.tsx /account': [v('customer', '/account')],
  'features/account/account-routes.tsx profile': [v('customer', '/account/profile')],
  'features/account/account-routes.tsx phone': [v('customer', '/account/phone')],
  'features/account/account-routes.tsx password': [v('customer', '/account/password')],
  'features/account/account-routes.tsx preferences': [v('customer', '/account/preferences')],
  'features/account/account-routes.tsx *': [v('customer', '/account/nothing-here')],
  'features/account/account-routes.tsx /addresses': [v('customer', '/addresses')],
  'features/meals/meals-routes.tsx /dashboard': [v('customer', '/dashboard')],
  'features/meals/meals-routes.tsx meals/:mealId': [v('customer', ({ mealId }) => `/dashboard/meals/${mealId}`)],
  'features/meals/meals-routes.tsx *': [v('customer', '/dashboard/a/b')],
  'features/cart/cart-routes.tsx /cart': [v('customer', '/cart')],
  'features/cart/cart-routes.tsx /checkout': [v('customer', '/checkout')],
  'features/orders/orders-routes.tsx /confirmation': [v('customer', '/confirmation')],
  'features/orders/orders-routes.tsx /orders': [v('customer', '/orders')],
  'features/orders/orders-routes.tsx /orders/:orderId': [v('customer', ({ orderId }) => `/orders/${orderId}`)],
  'features/orders/orders-routes.tsx /done': [v('customer', '/done')],
  'features/orders/orders-routes.tsx /notifications': [v('customer', '/notifications')],
  'features/payment-methods/payment-methods-routes.tsx /payment-cards': [v('customer', '/payment-cards')],
  'features/admin/admin-sections.tsx dashboard': [v('admin', A('dashboard'))],
  'features/admin/admin-sections.tsx users': [v('admin', A('users'))],
  'features/admin/users/users-section.tsx :userId': [v('admin', ({ userId }) => A(`users/${userId}`))],
  'features/admin/admin-sections.tsx orders': [v('admin', A('orders'))],
  'features/admin/orders/orders-section.tsx :orderId': [v('admin', ({ orderId }) => A(`orders/${orderId}`))],
  'features/admin/admin-sections.tsx promotions': [v('admin', A('promotions'))],
  'features/admin/promotions/promotions-section.tsx codes': [v('admin', A('promotions/codes'))],
  'features/admin/promotions/promotions-section.tsx codes/new': [v('admin', A('promotions/codes/new'))],
  'features/admin/promotions/promotions-section.tsx codes/:id': [
    v('admin', ({ promoCodeId }) => A(`promotions/codes/${promoCodeId}`)),
  ],
  'features/admin/promotions/promotions-section.tsx challenges': [v('admin', A('promotions/challenges'))],
  'features/admin/promotions/promotions-section.tsx challenges/new': [v('admin', A('promotions/challenges/new'))],
  'features/admin/promotions/promotions-section.tsx challenges/:id': [
    v('admin', ({ adminChallengeId }) => A(`promotions/challenges/${adminChallengeId}`)),
  ],
  'features/admin/promotions/promotions-section.tsx *': [v('admin', A('promotions/elsewhere'))],
  'features/admin/admin-sections.tsx restaurants': [v('admin', A('restaurants'))],
  'features/admin/restaurants/restaurants-section.tsx new': [v('admin', A('restaurants/new'))],
  'features/admin/restaurants/restaurants-section.tsx import': [v('admin', A('restaurants/import'))],
  'features/admin/restaurants/restaurants-section.tsx :restaurantId': [
    v('admin', ({ placeId }) => A(`restaurants/${placeId}`)),
  ],
  'features/admin/restaurants/restaurants-section.tsx :restaurantId/menu': [
    v('admin', ({ placeId }) => A(`restaurants/${placeId}/menu`)),
  ],
  'features/admin/admin-sections.tsx creators': [v('admin', A('creators'))],
  'features/admin/creators/creators-section.tsx applications': [v('admin', A('creators/applications'))],
  'features/admin/creators/creators-section.tsx posts': [v('admin', A('creators/posts'))],
  'features/admin/creators/creators-section.tsx *': [v('admin', A('creators/elsewhere'))],
  'features/admin/admin-sections.tsx settings': [v('admin', A('settings'))],
  'features/admin/admin-sections.tsx audit': [v('admin', A('audit'))],
  // Last: in the run of 2026-11-24 this redirect never settled and held up every later page.
  'features/admin/components/admin-area.tsx *': [v('admin', A('no-such-section'))],
};

/** The visits of one kind of person, in the walk's order. */
export function visitsOf(who: Who): Visit[] {
  return Object.values(WALK)
    .filter((visits): visits is Visit[] => typeof visits !== 'string')
    .flat()
    .filter((visit) => visit.who === who);
}
