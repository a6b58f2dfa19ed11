import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import {
  callsTo,
  renderAccount,
  resetAccountTest,
  testUser,
  type RenderAccountOptions,
} from '../test/render-account.tsx';

afterEach(resetAccountTest);

const PATH = '/api/users/me/email';
const passwordless = { ...testUser, hasPassword: false, linkedProviders: ['google' as const] };

/** The current password is 'old-secret-1'; without a password, the sign-in is too old. */
function emailServer(request: RecordedRequest): Response | undefined {
  if (request.url !== PATH) return undefined;
  const { password } = request.body as { email: string; password?: string };
  if (password === undefined) return problemResponse(401, 'ReauthenticationRequiredException');
  if (password !== 'old-secret-1') return problemResponse(401, 'InvalidCredentialsException');
  return jsonResponse(202, { status: 'accepted' });
}

async function renderEmailForm(options: RenderAccountOptions = {}) {
  const view = await renderAccount('/account', { handler: emailServer, ...options });
  await screen.findByRole('region', { name: /Change e-mail|Changer d’adresse courriel/ });
  return view;
}

const emailInput = () => screen.getByRole('textbox', { name: 'New e-mail address' });
const send = () => screen.getByRole('button', { name: 'Send verification link' });

describe('EmailChangeForm', () => {
  it('asks for an e-mail change with the current password and tells the user to check the new inbox', async () => {
    const { user, requests } = await renderEmailForm();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription("To keep your account safe, confirm it's you.");

    await user.type(emailInput(), '  New.Gamer@Example.com ');
    await user.type(password, 'old-secret-1');
    await user.click(send());
    expect(
      await screen.findByText(
        'Check your new inbox: we sent a link to new.gamer@example.com. Your e-mail address changes when you open it.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'POST', PATH)[0]?.body).toEqual({
      email: 'new.gamer@example.com',
      password: 'old-secret-1',
    });
    expect(emailInput()).toHaveValue('');
    expect(password).toHaveValue('');
    // The address itself changes only once the link is opened.
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(profile.getByText('gamer@example.com')).toBeInTheDocument();
  });

  it('checks the address and the password before sending', async () => {
    const { user, requests } = await renderEmailForm();
    await user.type(emailInput(), 'not-an-address');
    await user.click(send());
    expect(emailInput()).toHaveAccessibleDescription(expect.stringContaining('Enter a valid e-mail address'));
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveFocus();

    await user.clear(emailInput());
    await user.type(emailInput(), 'GAMER@example.com');
    await user.click(send());
    expect(emailInput()).toHaveAccessibleDescription(expect.stringContaining('This is already your e-mail address.'));

    await user.clear(emailInput());
    await user.type(emailInput(), 'new.gamer@example.com');
    await user.click(send());
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter your current password.'));
    expect(password).toHaveFocus();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
    expect(callsTo(requests, 'POST', PATH)).toHaveLength(0);
  });

  it('says inline when the current password is wrong, without renewing the session', async () => {
    const { user, requests } = await renderEmailForm();
    await user.type(emailInput(), 'new.gamer@example.com');
    await user.type(screen.getByLabelText('Current password'), 'guess');
    await user.click(send());
    const password = screen.getByLabelText('Current password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Your current password is not right.')),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(0);
  });

  it('asks an account without a password to sign in again when the last sign-in is too old', async () => {
    const { user, requests, router } = await renderEmailForm({ user: passwordless });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(emailInput(), 'new.gamer@example.com');
    await user.click(send());

    const link = await screen.findByRole('link', { name: 'Sign in again' });
    expect(link).toHaveAttribute('href', '/login?reauth=1&next=%2Faccount');
    expect(link).toHaveAccessibleDescription(expect.stringContaining('your last sign-in was more than 10 minutes ago'));
    await waitFor(() => expect(link).toHaveFocus());
    expect(callsTo(requests, 'POST', PATH)[0]?.body).toEqual({ email: 'new.gamer@example.com' });
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?reauth=1&next=%2Faccount');
  });

  it('speaks French', async () => {
    const { user } = await renderEmailForm({ lng: 'fr', user: passwordless });
    await user.type(screen.getByRole('textbox', { name: 'Nouvelle adresse courriel' }), 'nouveau@exemple.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de vérification' }));
    const link = await screen.findByRole('link', { name: 'Se reconnecter' });
    expect(link).toHaveAccessibleDescription(expect.stringContaining('reconnectez-vous avant de faire ce changement'));
  });

  it('labels the current password in French', async () => {
    await renderEmailForm({ lng: 'fr' });
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAttribute('autocomplete', 'current-password');
  });
});
