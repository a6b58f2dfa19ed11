import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../../app/hooks.ts';
import { HttpError, request } from '../../../lib/http-client.ts';
import { selectRefreshToken } from '../../auth/auth-slice.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { getMe } from '../../../lib/api/me.ts';
import { ME_QUERY_KEY } from './get-me.ts';

export const PASSWORD_CHANGE_PATH = '/api/users/me/password';
const REFRESH_TOKEN_HEADER = 'x-refresh-token';

export interface PasswordChange {
  /** Left out for accounts without a password (signed up with Google or Microsoft). */
  currentPassword?: string;
  newPassword: string;
}

/**
 * POST /api/users/me/password (204). Every other session ends; the refresh token in the
 * header is the one the server spares, so this device stays signed in. The header is
 * written before the call, so the client must not renew the session in the middle of it:
 * the retry would carry a refresh token the renewal has just replaced.
 */
export function changePassword(change: PasswordChange, refreshToken: string | null): Promise<unknown> {
  return request(PASSWORD_CHANGE_PATH, {
    method: 'POST',
    body: change,
    refreshOnUnauthorized: false,
    ...(refreshToken ? { headers: { [REFRESH_TOKEN_HEADER]: refreshToken } } : {}),
  });
}

/** An expired access token, as the HTTP client reads a 401 (not a wrong password, not "sign in again"). */
function sessionExpired(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 401) return false;
  const name = problemName(error);
  return name === null || name === 'UnauthorizedException';
}

export function useChangePassword() {
  const store = useAppStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      const send = () => changePassword(change, selectRefreshToken(store.getState()));
      try {
        return await send();
      } catch (error) {
        if (!sessionExpired(error)) throw error;
        // Renew through an ordinary call, then name the refresh token the renewal left.
        await getMe();
        return send();
      }
    },
    // A first password flips hasPassword: the pages (and the session) learn it from a fresh copy.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
