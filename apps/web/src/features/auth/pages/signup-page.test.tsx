import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFocusOn } from '../../../test/focus.ts';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { PROMO_CODE_KEY, REFERRER_CODE_KEY } from '../../../lib/pending-codes.ts';
import { apiRoutes, authState, cleanupAfterEach, renderPage, settings } from '../testing/auth-test-utils.tsx';
import { SignupPage } from './signup-page.tsx';

cleanupAfterEach();

const open = (route = '/signup', lng: 'en' | 'fr' = 'en', preloadedState = authState()) =>
  renderPage(<SignupPage />, {
    path: route.startsWith('/signup/') ? '/signup/:qrTokenToValidate' : '/signup',
    route,
    lng,
    preloadedState,
  });

async function fill(password = 'purple tiger lamp') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail address'), 'new@example.com');
  await user.type(screen.getByLabelText('Choose a password'), password);
  await user.selectOptions(screen.getByLabelText('Country'), 'CANADA');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
  return user;
}

describe('SignupPage', () => {
  it('creates the account with the codes from a shared link, then says to check the e-mail', async () => {
    localStorage.setItem(PROMO_CODE_KEY, 'SPRING5');
    localStorage.setItem(REFERRER_CODE_KEY, 'FRIEND-1');
    const { requests } = installFakeFetch(
      apiRoutes({
        'POST /api/auth/signup': () => jsonResponse(202, { status: 'accepted' }),
        'POST /api/auth/resend-activation': () => jsonResponse(202, { status: 'accepted' }),
      }),
    );
    await open();
    expect(screen.getByLabelText('Promo code')).toHaveValue('SPRING5');
    expect(screen.getByLabelText("Friend's referral code")).toHaveValue('FRIEND-1');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Choose a password')).toHaveAttribute('autocomplete', 'new-password');
    expect(
      within(screen.getByLabelText('Country'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose your country', 'USA', 'Canada']);
    expect(screen.getByRole('link', { name: /terms of use/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/privacy');

    const user = await fill();
    expect(screen.getByText('Strength: strong')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await expectFocusOn(screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }));
    expect(screen.getByText(/sent an activation link to new@example.com/)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'purple tiger lamp',
      country: 'CANADA',
      language: 'en',
      acceptTerms: true,
      promoCode: 'SPRING5',
      referrerCode: 'FRIEND-1',
    });
    expect(localStorage.getItem(REFERRER_CODE_KEY)).toBeNull();
    expect(localStorage.getItem(PROMO_CODE_KEY)).toBe('SPRING5');

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText("We've sent the link again.")).toBeInTheDocument();
    expect(requests[1]?.body).toEqual({ email: 'new@example.com' });
  });

  it('sends the current language', async () => {
    const { requests } = installFakeFetch(
      apiRoutes({ 'POST /api/auth/signup': () => jsonResponse(202, { status: 'accepted' }) }),
    );
    await open('/signup', 'fr');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse courriel'), 'nouveau@example.com');
    await user.type(screen.getByLabelText('Choisissez un mot de passe'), 'purple tiger lamp');
    await user.selectOptions(screen.getByLabelText('Pays'), 'UNITED_STATES');
    await user.click(screen.getByRole('checkbox', { name: /J’accepte/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByRole('heading', { level: 1, name: 'Vérifiez vos courriels' });
    expect(requests[0]?.body).toMatchObject({ language: 'fr', country: 'UNITED_STATES' });
  });

  it('says a password the server finds too common beside the password', async () => {
    installFakeFetch(apiRoutes({ 'POST /api/auth/signup': () => problemResponse(400, 'WeakPasswordException') }));
    await open();
    const user = await fill('password123');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const password = screen.getByLabelText('Choose a password');
    expect(await screen.findByText(/too common or too close to your e-mail/)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/too common/);
    expect(password).toHaveFocus();
  });

  it('needs a country and the terms', async () => {
    const { requests } = installFakeFetch(apiRoutes({}));
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.com');
    await user.type(screen.getByLabelText('Choose a password'), 'purple tiger lamp');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Choose your country.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(/Accept the terms of use/);
    expect(requests).toHaveLength(0);
  });

  it('an error goes as soon as its field is changed; the other errors stay', async () => {
    installFakeFetch(apiRoutes({}));
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const password = screen.getByLabelText('Choose a password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await user.type(password, 'p');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('Country'), 'CANADA');
    expect(screen.getByLabelText('Country')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a QR token so that activating on this phone signs the PC in', async () => {
    installFakeFetch(apiRoutes({ 'POST /api/auth/signup': () => jsonResponse(202, { status: 'accepted' }) }));
    await open('/signup/Qr_token-from-the-pc-0123456789');
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(/your computer will be signed in too/)).toBeInTheDocument();
    expect(localStorage.getItem('pendingQrApproval')).toContain('Qr_token-from-the-pc-0123456789');
  });

  it('offers Google or Microsoft only when configured', async () => {
    await open('/signup', 'en', authState({ env: settings({ googleClientId: 'g' }) }));
    expect(screen.getByRole('link', { name: 'Sign up with Google or Microsoft' })).toHaveAttribute(
      'href',
      '/socialSignup',
    );
  });
});
