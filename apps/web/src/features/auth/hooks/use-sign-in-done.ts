import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionDto } from '@playeats/contracts/auth';
import { takePendingQr } from '../pending-qr.ts';
import { useSignIn, useNextPath } from './use-sign-in.ts';

/**
 * What a sign-in page does with a new session: sign in, then either approve the QR code
 * the page was opened for (/login/{qrToken} and friends), or go back to the one this
 * phone was approving when its session ended (pending-qr.ts), or go on to `next`.
 * `completing` covers the render between the sign-in and the navigation, so the page
 * does not flash its "already signed in" screen.
 */
export function useSignInDone(qrToken?: string) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const next = useNextPath();
  const [completing, setCompleting] = useState(false);
  const done = useCallback(
    (session: SessionDto, remember: boolean) => {
      setCompleting(true);
      signIn(session, { remember });
      // Taken even when this page has its own code, so an older one does not linger.
      const pendingQr = takePendingQr();
      if (qrToken) return;
      void navigate(pendingQr ? `/login/${pendingQr}` : next, { replace: true });
    },
    [signIn, qrToken, navigate, next],
  );
  return { done, completing, next };
}
