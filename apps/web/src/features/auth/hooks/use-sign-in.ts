import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SessionDto } from '@playeats/contracts/auth';
import { useAppDispatch } from '../../../app/hooks.ts';
import { login, type Session } from '../auth-slice.ts';
import { onSignedIn } from '../on-signed-in.ts';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath, toSession } from '../session.ts';

/**
 * Puts a sign-in answer into the store (storage-sync saves it in local storage when
 * `remember`, else session storage) and runs the after-sign-in hook.
 */
export function useSignIn(): (dto: SessionDto, options: { remember: boolean }) => Session {
  const dispatch = useAppDispatch();
  return useCallback(
    (dto, { remember }) => {
      const session = toSession(dto);
      dispatch(login({ ...session, remember }));
      onSignedIn({ session, dispatch });
      return session;
    },
    [dispatch],
  );
}

/** Where to go after signing in: the `next` parameter when it is one of our paths, else the dashboard. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next')) ?? DEFAULT_AFTER_SIGN_IN;
}
