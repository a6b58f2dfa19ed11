import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { authRouteObjects } from './auth-routes.tsx';

async function openRoute(path: string) {
  await renderRoutes(authRouteObjects, { path });
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
