import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog-provider.tsx';
import { errorDialogModule } from '../components/error-dialog/error-dialog-module.ts';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../test/fake-fetch.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAQ_SECTIONS } from '../features/faq/faq-sections.ts';
import { createTestI18n } from '../test/i18n.ts';
import { userInfoReloaded, type UserInfo } from '../features/auth/auth-slice.ts';
import { buildRoutes, routeWarmUp } from './routes.tsx';
import { createAppStore } from './store.ts';
import { order } from '../test/ordering/ordering-fixtures.ts';
import type { Platform } from '../lib/platform/platform.ts';

// The build's platform, with "mobile" (iOS or Android) switchable per test; off by default.
const mobile = vi.hoisted(() => ({ value: false }));
vi.mock('../lib/platform/index.ts', async (importOriginal) => {
  const { platform } = await importOriginal<{ platform: Platform }>();
  return {
    platform: {
      ...platform,
      get isMobile() {
        return mobile.value;
      },
    },
  };
});

async function renderRoute(
  path: string,
  userInfo: UserInfo | null = null,
  answer?: (request: RecordedRequest) => Response | undefined,
) {
  await errorDialogModule.load(); // the app loads it when idle after the first paint
  // Pages that load data get an empty answer: this test is about which page a path shows.
  installFakeFetch(
    (request) => answer?.(request) ?? jsonResponse(200, { items: [], page: 1, pageSize: 20, total: 0, unread: 0 }),
  );
  const store = createAppStore(undefined, { persist: false });
  if (userInfo) {
    const { login } = await import('../features/auth/auth-slice.ts');
    store.dispatch(login({ accessToken: 'a', refreshToken: 'r', userInfo, remember: false }));
  }
  const i18n = await createTestI18n('en');
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ErrorDialogProvider storeMaintenanceMode={false}>
            <Suspense fallback="loading">
              <RouterProvider router={router} />
            </Suspense>
          </ErrorDialogProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { router, store };
}

const user = (roles: string[]): UserInfo => ({
  roles,
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  address: null,
  phone: null,
});

// Pages are lazy chunks: the first load of one can take a while on a busy machine.
const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

afterEach(() => {
  vi.restoreAllMocks();
  mobile.value = false;
});

describe('route table (spec section 2)', () => {
  it.each(['/', '/QR1', '/QR5', '/QR10'])('%s shows the QR landing page', async (path) => {
    await renderRoute(path);
    const qr = await createTestI18n('en');
    expect((await heading()).textContent).toBe(qr.t('qr:title'));
  });

  it('/QR11 is not a QR page', async () => {
    await renderRoute('/QR11');
    const i18n = await createTestI18n('en');
    expect((await heading()).textContent).not.toBe(i18n.t('qr:title'));
  });

  it.each(['/home', '/home/en', '/contact', '/privacy', '/terms', '/FAQ', ...FAQ_SECTIONS.map((s) => `/FAQ/${s}`)])(
    '%s renders its page',
    async (path) => {
      await renderRoute(path);
      expect(await heading()).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
    },
  );

  it('/order/:restaurantId, once a second menu, leads to the restaurant page, the one menu (decision 0026)', async () => {
    const { router } = await renderRoute('/order/00000000-0000-4000-8000-000000000500');
    await heading();
    expect(router.state.location.pathname).toBe('/nearby/00000000-0000-4000-8000-000000000500');
  });

  it.each(['/no/such/page', '/error'])('%s shows the error page', async (path) => {
    await renderRoute(path);
    const i18n = await createTestI18n('en');
    expect((await heading()).textContent).toBe(i18n.t('errors-page:not-found.title'));
  });

  it.each([
    '/login',
    '/login/sms',
    '/signup',
    '/passwordRecovery',
    '/partners',
    '/nearby',
    '/demo',
    '/gamechallenges',
    '/streamers',
    '/socialMediaProgram',
  ])('%s has its page now', async (path) => {
    await renderRoute(path);
    const i18n = await createTestI18n('en');
    expect((await heading()).textContent).not.toBe(i18n.t('errors-page:not-found.title'));
  });

  const SIGNED_IN_PATHS = [
    '/account',
    '/dashboard',
    '/cart',
    '/checkout',
    '/confirmation',
    '/done',
    '/notifications',
    '/orders',
    '/orders/00000000-0000-4000-8000-000000000900',
    '/addresses',
    '/payment-cards',
  ];

  it.each(SIGNED_IN_PATHS)('%s sends a visitor to sign in, then back', async (path) => {
    const { router } = await renderRoute(path);
    await heading();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
  });

  it.each([
    ['/cart', 'ordering:cart.title'],
    ['/checkout', 'ordering:checkout.title'],
    ['/confirmation', 'ordering:confirmation.noneTitle'],
    ['/done', 'ordering:done.title'],
    ['/notifications', 'ordering:notifications.title'],
    ['/orders', 'ordering:history.title'],
    ['/addresses', 'ordering:addresses.title'],
    ['/payment-cards', 'ordering:cards.title'],
  ])('%s shows its ordering page once signed in', async (path, key) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the empty answers fail their schemas
    await renderRoute(path, user(['USER']));
    const i18n = await createTestI18n('en');
    expect((await heading()).textContent).toBe(i18n.t(key));
  });

  it('/dashboard composes the active order (kept as meals.activeOrder) and the money saved (kept as moneySaved)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the empty answers fail their schemas
    const active = order('preparing');
    const { store } = await renderRoute('/dashboard', user(['USER']), (request) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      if (pathname === '/api/users/me/orders/active') return jsonResponse(200, active);
      if (pathname === '/api/users/me/money-saved') return jsonResponse(200, { savedCents: 1230, orders: 4 });
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Order #1042' }, { timeout: 5000 });
    expect(within(panel).getByRole('listitem', { current: 'step' })).toHaveTextContent('Preparing');
    expect(await screen.findByRole('region', { name: 'Money saved' })).toHaveTextContent('$12.30');
    expect(store.getState().meals.activeOrder).toEqual(active);
    expect(store.getState().moneySaved).toBe(1230);
  });

  it('/admin/* sends a signed-out visitor to sign in first, then back', async () => {
    const { router } = await renderRoute('/admin/users');
    await heading();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/users');
  });

  it('/admin/* refuses a signed-in USER', async () => {
    const i18n = await createTestI18n('en');
    await renderRoute('/admin', user(['USER']));
    expect((await heading()).textContent).toBe(i18n.t('errors-page:forbidden.title'));
  });

  it('/admin/* lets an ADMIN through: the admin area opens on its dashboard', async () => {
    const i18n = await createTestI18n('en');
    const { router } = await renderRoute('/admin', user(['USER', 'ADMIN']));
    expect((await heading()).textContent).toBe(i18n.t('admin:dashboard.title'));
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: i18n.t('admin:nav.label') });
    expect(within(nav).getByRole('link', { name: i18n.t('admin:nav.users') })).toHaveAttribute('href', '/admin/users');
  });
});

describe('bottom navigation (spec section 2: mobile users with a saved address)', () => {
  const withAddress = (info: UserInfo): UserInfo => ({ ...info, address: { line1: '350 5th Ave', city: 'New York' } });
  const bar = () => screen.queryByRole('navigation', { name: 'Shortcuts' });

  it('a mobile user with a saved address gets the bar on every page, after the footer', async () => {
    mobile.value = true;
    const { router } = await renderRoute('/contact', withAddress(user(['USER'])));
    await heading();
    const nav = bar();
    expect(nav).toBeInTheDocument();
    expect(within(nav!).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(
      screen.getByRole('contentinfo').compareDocumentPosition(nav!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await router.navigate('/privacy');
    expect(bar()).toBeInTheDocument();
  });

  it('appears once the user saves an address, and not for visitors', async () => {
    mobile.value = true;
    const { store } = await renderRoute('/contact', user(['USER']));
    await heading();
    expect(bar()).not.toBeInTheDocument();
    store.dispatch(userInfoReloaded(withAddress(user(['USER']))));
    expect(await screen.findByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument();
  });

  it('no bar for a visitor on mobile', async () => {
    mobile.value = true;
    await renderRoute('/contact');
    await heading();
    expect(bar()).not.toBeInTheDocument();
  });

  it('on the web build, every signed-in person gets the phone-sized bar (decision 0023); visitors do not', async () => {
    await renderRoute('/contact', user(['USER']));
    await heading();
    expect(bar()).toHaveAttribute('data-mode', 'web');
  });

  it('no bar for a visitor on the web build', async () => {
    await renderRoute('/contact');
    await heading();
    expect(bar()).not.toBeInTheDocument();
  });
});

describe('route warm-up (issue 17: the landing page without a serial chain of requests)', () => {
  it('/home and its language variants load the home page and its texts beside the entry', async () => {
    for (const path of ['/home', '/home/en', '/home/fr']) {
      const warmUp = routeWarmUp(path);
      expect(warmUp?.namespaces, path).toEqual(['home', 'restaurants']);
      await expect(warmUp?.load(), path).resolves.toHaveProperty('HomePage');
    }
  });

  it('/home/en and /home/fr start the app in their language (it hydrates their pre-rendered page)', () => {
    expect(routeWarmUp('/home')?.language).toBeUndefined();
    expect(routeWarmUp('/home/en')?.language).toBe('en');
    expect(routeWarmUp('/home/fr')?.language).toBe('fr');
  });

  it('/partners loads its page and texts beside the entry', async () => {
    const partners = routeWarmUp('/partners');
    expect(partners?.namespaces).toEqual(['restaurants']);
    await expect(partners?.load()).resolves.toHaveProperty('PartnersPage');
  });

  it('a restaurant’s page loads its page, its texts and the restaurant beside the entry', async () => {
    const { requests } = installFakeFetch(() => new Response('{}', { status: 500 }));
    const warmUp = routeWarmUp('/nearby/caf%C3%A9');
    expect(warmUp?.namespaces).toEqual(['restaurants', 'map', 'meals']);
    await expect(warmUp?.load()).resolves.toHaveProperty('ComposedRestaurantPage');
    expect(requests.map((r) => r.url)).toEqual(['/api/restaurants/caf%C3%A9']);
    expect(routeWarmUp('/nearby/%E0%A4%A')).toBeUndefined(); // not an address: the app says so
  });

  it('a restaurant’s page whose document shows the restaurant (the server’s shell) waits for it before the first render', async () => {
    // The modules already loaded: what is waited for below is the restaurant alone.
    await Promise.all([import('./restaurant-page.tsx'), import('../lib/api/restaurants.ts')]);
    let answer: (response: Response) => void = () => undefined;
    installFakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const shell = Object.assign(document.createElement('main'), { className: 'boot-restaurant' });
    shell.dataset.shell = 'restaurant';
    document.body.append(shell);
    try {
      let loaded = false;
      const load = routeWarmUp('/nearby/00000000-0000-4000-8000-000000000501')!
        .load()
        .then(() => (loaded = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loaded).toBe(false);
      answer(new Response('{}', { status: 500 }));
      await load;
      expect(loaded).toBe(true);
    } finally {
      shell.remove();
    }
  });

  it('other paths render first and load their page then', () => {
    for (const path of ['/', '/homes', '/home/de', '/partners/x', '/nearby', '/nearby/a/b', '/FAQ'])
      expect(routeWarmUp(path), path).toBeUndefined();
  });
});
