import { screen } from '@testing-library/react';
import type { UserInfoDto } from '@playeats/contracts/users';
import { jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import { renderAccount, testUser, type RenderAccountOptions } from './render-account.tsx';

/** Test support only: the phone page against a fake server. */
export const NEW_PHONE = '+14165550199';
/** The current password of testUser. */
export const PASSWORD = 'old-secret-1';
export const passwordless: UserInfoDto = { ...testUser, hasPassword: false, linkedProviders: ['microsoft'] };

export interface PhoneServerOptions {
  /** Without a password, the sign-in is older than the server allows for a change. */
  staleSignIn?: boolean;
}

/**
 * A server that texts code 123456 to any number once the current password is given, or,
 * without one, while the sign-in is recent. 438-555-0100 belongs to someone else, which
 * only the right code reveals.
 */
export function phoneServer(request: RecordedRequest, options: PhoneServerOptions = {}): Response | undefined {
  if (request.url === '/api/users/me/phone') {
    const { password } = request.body as { phone: string; password?: string };
    if (password === undefined) {
      return options.staleSignIn
        ? problemResponse(401, 'ReauthenticationRequiredException')
        : jsonResponse(202, { status: 'accepted' });
    }
    return password === PASSWORD
      ? jsonResponse(202, { status: 'accepted' })
      : problemResponse(401, 'InvalidCredentialsException');
  }
  if (request.url === '/api/users/me/phone/confirm') {
    const { phone, code } = request.body as { phone: string; code: string };
    if (code !== '123456') return problemResponse(400, 'InvalidCodeException');
    return phone === '+14385550100'
      ? problemResponse(409, 'PhoneTakenException')
      : jsonResponse(200, { ...testUser, phone } satisfies UserInfoDto);
  }
  return undefined;
}

export async function renderPhonePage(options: RenderAccountOptions = {}) {
  const view = await renderAccount('/account/phone', { handler: phoneServer, ...options });
  await screen.findByRole('heading', { level: 2, name: /Current phone number|Numéro actuel/ });
  return view;
}

type Events = Awaited<ReturnType<typeof renderAccount>>['user'];

/** Step 1; the password is typed unless null (accounts without one have no such field). */
export async function askForCode(user: Events, phone: string, password: string | null = PASSWORD) {
  await user.type(screen.getByRole('textbox', { name: 'New phone number' }), phone);
  if (password !== null) await user.type(screen.getByLabelText('Current password'), password);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

/** Step 2. */
export async function enterCode(user: Events, value: string) {
  await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), value);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}
