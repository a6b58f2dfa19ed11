import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFocusOn } from '../../../test/focus.ts';
import { installFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { apiRoutes, authState, cleanupAfterEach, renderPage } from '../testing/auth-test-utils.tsx';
import { PasswordRecoveryPage } from './password-recovery-page.tsx';

cleanupAfterEach();

describe('PasswordRecoveryPage', () => {
  it('sends the link and answers the same whatever the address', async () => {
    const { requests } = installFakeFetch(
      apiRoutes({ 'POST /api/auth/password-recovery': () => jsonResponse(202, { status: 'accepted' }) }),
    );
    await renderPage(<PasswordRecoveryPage />, {
      path: '/passwordRecovery',
      route: '/passwordRecovery',
      preloadedState: authState(),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), ' gamer@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    await expectFocusOn(screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }));
    expect(screen.getByText(/If an account exists for gamer@example.com/)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ email: 'gamer@example.com' });
  });

  it('checks the address first', async () => {
    const { requests } = installFakeFetch(apiRoutes({}));
    await renderPage(<PasswordRecoveryPage />, {
      path: '/passwordRecovery',
      route: '/passwordRecovery',
      preloadedState: authState(),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(/name@example.com/);
    expect(requests).toHaveLength(0);
  });
});
