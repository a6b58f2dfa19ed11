import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { initialAuthState } from '../../auth/auth-slice.ts';
import {
  PROMO_CODE_KEY,
  REFERRER_CODE_KEY,
  reportPromoCodeOutcome,
  resetPromoCodeOutcomes,
} from '../../../lib/pending-codes.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SignupWithCodePage, SignupWithReferralPage } from './signup-code-page.tsx';

const routes = (
  <Routes>
    <Route path="/signupWithCode/:promoCode" element={<SignupWithCodePage />} />
    <Route path="/signupWithReferral/:referrerCode" element={<SignupWithReferralPage />} />
  </Routes>
);

afterEach(resetPromoCodeOutcomes);

const signedIn = { auth: { ...initialAuthState, accessToken: 'a', refreshToken: 'r' } };

describe('home page with a shared code', () => {
  it('shows the home page with the promo code and keeps it for sign-up', async () => {
    await renderWithProviders(routes, { route: '/signupWithCode/SPRING5' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order food without leaving your game' })).toBeInTheDocument();
    expect(screen.getByText('Your promo code SPRING5 will be applied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to use it' })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(localStorage.getItem(PROMO_CODE_KEY)).toBe('SPRING5'));
  });

  it('shows the referral offer and keeps the referrer code', async () => {
    await renderWithProviders(routes, { route: '/signupWithReferral/FRIEND-1', lng: 'fr' });
    expect(screen.getByText('Un ami vous a invité : 5 $ de rabais sur votre prochaine commande')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(REFERRER_CODE_KEY)).toBe('FRIEND-1'));
  });

  it('is just the home page for something that is not a code', async () => {
    await renderWithProviders(routes, { route: '/signupWithCode/%3Cscript%3E' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order food without leaving your game' })).toBeInTheDocument();
    expect(screen.queryByText(/will be applied/)).not.toBeInTheDocument();
    expect(localStorage.getItem(PROMO_CODE_KEY)).toBeNull();
  });

  it('tells a signed-in user what became of the promo code instead of inviting a sign-up', async () => {
    await renderWithProviders(routes, { route: '/signupWithCode/WELCOME5', preloadedState: signedIn });
    expect(screen.getByRole('status')).toHaveTextContent('Applying the promo code WELCOME5 to your account…');
    expect(screen.queryByRole('link', { name: 'Sign up to use it' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
    act(() => reportPromoCodeOutcome('WELCOME5', 'applied'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The promo code WELCOME5 was applied: your new balance is on your dashboard.',
    );
    act(() => reportPromoCodeOutcome('welcome5', 'already-used'));
    expect(screen.getByRole('status')).toHaveTextContent('You have already used the promo code WELCOME5.');
  });

  it('tells a signed-in user that referral links are for new accounts', async () => {
    await renderWithProviders(routes, { route: '/signupWithReferral/FRIEND-1', preloadedState: signedIn, lng: 'fr' });
    expect(screen.getByRole('status')).toHaveTextContent(/Les liens de parrainage sont pour les nouveaux comptes/);
  });
});
