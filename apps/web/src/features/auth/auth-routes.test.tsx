import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store.ts';
import { createTestI18n } from '../../test/i18n.ts';
import { authRouteObjects } from './auth-routes.tsx';

async function openRoute(path: string) {
  const i18n = await createTestI18n('en');
  const router = createMemoryRouter(authRouteObjects, { initialEntries: [path] });
  render(
    <Provider store={createAppStore(undefined, { persist: false })}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback="loading">
            <RouterProvider router={router} />
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return screen.findByRole('heading', { level: 1 });
}

describe('authRouteObjects (spec section 2)', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/login/sms', 'Sign in with a text message'],
    ['/login/Qr_token-from-the-pc-0123456789', 'Sign in to approve'],
    ['/signup', 'Create your account'],
    ['/signup/Qr_token-from-the-pc-0123456789', 'Create your account'],
    ['/socialLogin', 'Sign in with Google or Microsoft'],
    ['/socialSignup/Qr_token-from-the-pc-0123456789', 'Sign up with Google or Microsoft'],
    ['/passwordRecovery', 'Reset your password'],
    ['/api/users/resetPassword/short', "This reset link doesn't work"],
  ])('%s shows its page', async (path, heading) => {
    expect((await openRoute(path)).textContent).toBe(heading);
  });
});
