import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FAQ_SECTIONS } from '../features/faq/faq-sections.ts';
import { createTestI18n } from '../test/i18n.ts';
import type { UserInfo } from '../features/auth/auth-slice.ts';
import { buildRoutes } from './routes.tsx';
import { createAppStore } from './store.ts';

async function renderRoute(path: string, userInfo: UserInfo | null = null) {
  const store = createAppStore(undefined, { persist: false });
  if (userInfo) {
    const { login } = await import('../features/auth/auth-slice.ts');
    store.dispatch(login({ accessToken: 'a', refreshToken: 'r', userInfo, remember: false }));
  }
  const i18n = await createTestI18n('en');
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback="loading">
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </Provider>,
  );
  return router;
}

const user = (roles: string[]): UserInfo => ({
  roles,
  anonymousMode: false,
  disableGameTimeTracking: false,
  disabledAds: false,
  address: null,
  phone: null,
});

const heading = () => screen.findByRole('heading', { level: 1 });

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

  it.each(['/no/such/page', '/error', '/dashboard', '/login', '/partners', '/account/profile'])(
    '%s shows the error page (pages of later issues never show fake content)',
    async (path) => {
      await renderRoute(path);
      const i18n = await createTestI18n('en');
      expect((await heading()).textContent).toBe(i18n.t('errors-page:not-found.title'));
    },
  );

  it('/admin/* refuses visitors and users without the ADMIN role', async () => {
    const i18n = await createTestI18n('en');
    await renderRoute('/admin/users');
    expect((await heading()).textContent).toBe(i18n.t('errors-page:forbidden.title'));
  });

  it('/admin/* refuses a signed-in USER', async () => {
    const i18n = await createTestI18n('en');
    await renderRoute('/admin', user(['USER']));
    expect((await heading()).textContent).toBe(i18n.t('errors-page:forbidden.title'));
  });

  it('/admin/* lets an ADMIN through', async () => {
    const i18n = await createTestI18n('en');
    await renderRoute('/admin', user(['USER', 'ADMIN']));
    expect((await heading()).textContent).not.toBe(i18n.t('errors-page:forbidden.title'));
  });
});
