import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authState, cleanupAfterEach, renderPage, signedInState } from '../testing/auth-test-utils.tsx';
import { SignedInOnly } from './signed-in-only.tsx';

cleanupAfterEach();

const guarded = (
  <SignedInOnly>
    <p>secret page</p>
  </SignedInOnly>
);

describe('SignedInOnly', () => {
  it('sends visitors to /login with the page as next', async () => {
    await renderPage(guarded, { path: '/account/*', route: '/account/profile?tab=phone', preloadedState: authState() });
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Faccount%2Fprofile%3Ftab%3Dphone');
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('lets signed-in users through', async () => {
    await renderPage(guarded, { path: '/account/*', route: '/account', preloadedState: signedInState() });
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });
});
