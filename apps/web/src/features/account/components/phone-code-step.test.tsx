import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** The countdown reads the clock on each (real) tick: time moves by moving the clock. */
function movableClock() {
  const realNow = Date.now.bind(Date);
  let skipped = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skipped);
  return {
    skip: (ms: number) => {
      skipped += ms;
    },
  };
}

/** Long enough for a tick of the countdown to show. */
const ticked = { timeout: 3000 };

describe('PhoneCodeStep', () => {
  it('says at the code step when the number belongs to another account', async () => {
    const { user, store } = await renderPhonePage();
    await askForCode(user, '438 555 0100');
    await enterCode(user, '123456');

    const otherNumber = await screen.findByRole('button', { name: 'Use another number' });
    await waitFor(() => expect(otherNumber).toHaveFocus());
    expect(otherNumber).toHaveAccessibleDescription(
      'This number is already used by another account. Use another number.',
    );
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().auth.userInfo?.phone).toBe(testUser.phone);

    await user.click(otherNumber);
    expect(screen.getByRole('textbox', { name: 'New phone number' })).toHaveValue('');
  });

  it('speaks French when the number or the sign-in is refused', async () => {
    const { user } = await renderPhonePage({ lng: 'fr' });
    await user.type(screen.getByRole('textbox', { name: 'Nouveau numéro de téléphone' }), '438 555 0100');
    await user.type(screen.getByLabelText('Mot de passe actuel'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code à 6 chiffres' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    const otherNumber = await screen.findByRole('button', { name: 'Utiliser un autre numéro' });
    await waitFor(() =>
      expect(otherNumber).toHaveAccessibleDescription(expect.stringContaining('déjà utilisé par un autre compte')),
    );
  });

  it('says inline when the code is wrong, and accepts the right one after', async () => {
    const { user, store } = await renderPhonePage();
    await askForCode(user, '4165550199');
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('This code is wrong')));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.userInfo?.phone).toBe(testUser.phone);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your phone number is now 1-416-555-0199.')).toBeInTheDocument();
  });

  it('asks for all six digits before confirming', async () => {
    const { user, requests } = await renderPhonePage();
    await askForCode(user, '4165550199');
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the 6 digits of the code.'));
    expect(callsTo(requests, 'POST', '/api/users/me/phone/confirm')).toHaveLength(0);
  });

  it('lets the user ask for a new code after 30 seconds, with the same proof', async () => {
    const clock = movableClock();
    const { user, requests } = await renderPhonePage();
    await askForCode(user, '4165550199');
    expect(await screen.findByRole('button', { name: /^Send a new code in (30|29) s$/ })).toBeDisabled();

    clock.skip(20_000);
    expect(await screen.findByRole('button', { name: /^Send a new code in (10|9) s$/ }, ticked)).toBeDisabled();
    clock.skip(10_000);
    const resend = await screen.findByRole('button', { name: 'Send a new code' }, ticked);
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByText('We sent a new code to 1-416-555-0199.')).toBeInTheDocument();
    const asked = callsTo(requests, 'POST', '/api/users/me/phone');
    expect(asked.map((r) => r.body)).toEqual([
      { phone: NEW_PHONE, password: PASSWORD },
      { phone: NEW_PHONE, password: PASSWORD },
    ]);
    expect(screen.getByRole('button', { name: /^Send a new code in (30|29) s$/ })).toBeDisabled();
  });

  it('asks an account without a password to sign in again when a new code comes too late', async () => {
    const clock = movableClock();
    let staleSignIn = false;
    const { user } = await renderPhonePage({ user: passwordless, handler: (r) => phoneServer(r, { staleSignIn }) });
    await askForCode(user, '4165550199', null);
    await screen.findByRole('textbox', { name: '6-digit code' });

    staleSignIn = true;
    clock.skip(30_000);
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }, ticked));
    const link = await screen.findByRole('link', { name: 'Sign in again' });
    expect(link).toHaveAttribute('href', '/login?reauth=1&next=%2Faccount%2Fphone');
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back to the number step to use another number', async () => {
    const { user } = await renderPhonePage();
    await askForCode(user, '4165550199');
    await screen.findByRole('textbox', { name: '6-digit code' });
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(screen.getByRole('textbox', { name: 'New phone number' })).toBeInTheDocument();
  });
});
