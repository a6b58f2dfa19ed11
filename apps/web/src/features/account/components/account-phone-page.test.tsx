import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/fake-fetch.ts';
import { phoneChanged, userInfoReloaded } from '../../auth/auth-slice.ts';
import {
  askForCode,
  enterCode,
  NEW_PHONE,
  PASSWORD,
  passwordless,
  phoneServer,
  renderPhonePage,
} from '../test/phone-page.tsx';
import { callsTo, resetAccountTest, testUser } from '../test/render-account.tsx';

afterEach(() => {
  resetAccountTest();
  vi.restoreAllMocks();
});

function storedSession(kind: 'local' | 'session'): { userInfo: { phone: string | null } } | null {
  const raw = (kind === 'local' ? localStorage : sessionStorage).getItem('user');
  return raw === null ? null : (JSON.parse(raw) as { userInfo: { phone: string | null } });
}

describe('AccountPhonePage', () => {
  it('shows the current phone number formatted', async () => {
    await renderPhonePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Phone number' })).toBeInTheDocument();
    expect(screen.getByText('1-514-555-0123')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Change phone number' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Phone number | PlayEats'));
  });

  it('says when there is no phone number, in French too', async () => {
    await renderPhonePage({ lng: 'fr', user: { ...testUser, phone: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Numéro de téléphone' })).toBeInTheDocument();
    expect(screen.getByText('Aucun numéro de téléphone pour l’instant.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ajouter un numéro de téléphone' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nouveau numéro de téléphone' })).toHaveAttribute('type', 'tel');
  });

  it('changes the phone in two steps and updates the session kept in session storage', async () => {
    const { user, requests, store } = await renderPhonePage({ storage: 'session' });
    const dispatch = vi.spyOn(store, 'dispatch');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    await askForCode(user, '(416) 555-0199');
    expect(callsTo(requests, 'POST', '/api/users/me/phone')[0]?.body).toEqual({ phone: NEW_PHONE, password: PASSWORD });

    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByText('We sent a 6-digit code to 1-416-555-0199.')).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Your phone number is now 1-416-555-0199.')).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/users/me/phone/confirm')[0]?.body).toEqual({
      phone: NEW_PHONE,
      code: '123456',
    });
    expect(screen.getByText('1-416-555-0199', { selector: '.account-phone-current' })).toBeInTheDocument();
    expect(dispatch).toHaveBeenCalledWith(phoneChanged(NEW_PHONE));
    expect(dispatch).toHaveBeenCalledWith(userInfoReloaded(expect.objectContaining({ phone: NEW_PHONE })));
    expect(store.getState().auth.userInfo?.phone).toBe(NEW_PHONE);
    expect(storedSession('session')?.userInfo.phone).toBe(NEW_PHONE);
    expect(storedSession('local')).toBeNull();
    // Back to step 1, ready for another change.
    expect(screen.getByRole('textbox', { name: 'New phone number' })).toHaveValue('');
  });

  it('updates the session kept in local storage when the user was remembered there', async () => {
    const { user, store } = await renderPhonePage({ storage: 'local' });
    await askForCode(user, '416-555-0199');
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Your phone number is now 1-416-555-0199.');
    expect(store.getState().auth.userInfo?.phone).toBe(NEW_PHONE);
    expect(storedSession('local')?.userInfo.phone).toBe(NEW_PHONE);
    expect(storedSession('session')).toBeNull();
  });

  it('says inline when the current password is wrong, and asks for it before sending', async () => {
    const { user, requests } = await renderPhonePage();
    await askForCode(user, '4165550199', null);
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter your current password.'));
    expect(password).toHaveFocus();
    expect(callsTo(requests, 'POST', '/api/users/me/phone')).toHaveLength(0);

    await user.type(password, 'guess');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Your current password is not right.')),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(0);
  });

  it('changes the phone of an account without a password while its sign-in is recent', async () => {
    const { user, requests } = await renderPhonePage({ user: passwordless });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await askForCode(user, '4165550199', null);
    expect(callsTo(requests, 'POST', '/api/users/me/phone')[0]?.body).toEqual({ phone: NEW_PHONE });
    await enterCode(user, '123456');
    expect(await screen.findByText('Your phone number is now 1-416-555-0199.')).toBeInTheDocument();
  });

  it('asks an account without a password to sign in again when the last sign-in is too old', async () => {
    const { user, requests } = await renderPhonePage({
      user: passwordless,
      handler: (r) => phoneServer(r, { staleSignIn: true }),
    });
    await askForCode(user, '4165550199', null);
    const link = await screen.findByRole('link', { name: 'Sign in again' });
    expect(link).toHaveAttribute('href', '/login?reauth=1&next=%2Faccount%2Fphone');
    expect(link).toHaveAccessibleDescription(expect.stringContaining('your last sign-in was more than 10 minutes ago'));
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/auth/refresh')).toHaveLength(0);
  });

  it('checks the number before sending it', async () => {
    const { user, requests } = await renderPhonePage();
    await askForCode(user, '555-0199');
    const input = screen.getByRole('textbox', { name: 'New phone number' });
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a US or Canadian phone number'));
    await user.clear(input);
    await askForCode(user, '514 555 0123');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('This is already your phone number.'));
    expect(callsTo(requests, 'POST', '/api/users/me/phone')).toHaveLength(0);
  });

  it('shows the error dialog for unexpected failures', async () => {
    const { user } = await renderPhonePage({
      handler: (r) => (r.url === '/api/users/me/phone' ? problemResponse(429, 'TooManyRequestsException') : undefined),
    });
    await askForCode(user, '4165550199');
    expect(await screen.findByRole('dialog', { name: 'Sorry' })).toHaveTextContent(/going a little fast/);
  });
});
