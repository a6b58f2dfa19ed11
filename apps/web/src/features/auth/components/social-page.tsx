import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { SessionDto } from '@playeats/contracts/auth';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn } from '../auth-slice.ts';
import { useSignInDone } from '../hooks/use-sign-in-done.ts';
import { REMEMBER_BY_DEFAULT } from '../session.ts';
import { AlreadySignedIn } from './already-signed-in.tsx';
import { NoProviders } from './no-providers.tsx';
import { QrApproval } from './qr-approval.tsx';
import { useSocialProviders } from './social-sign-in.tsx';

/**
 * What the Google-or-Microsoft pages (/socialLogin, /socialSignup, each with an optional
 * {qrTokenToValidate}) share: signed in, the QR approval or "already signed in"; without
 * a provider configured, a page that says so and leads to `fallbackPath`; else `children`
 * with `finish` (what to do with the new session) and the QR token's path `suffix`.
 */
export function SocialPage({
  title,
  fallbackPath,
  children,
}: {
  title: string;
  fallbackPath: '/login' | '/signup';
  children: (page: { finish: (session: SessionDto) => void; suffix: string }) => ReactNode;
}) {
  const { qrTokenToValidate } = useParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { googleClientId, microsoftClientId } = useSocialProviders();
  const { done, completing, next } = useSignInDone(qrTokenToValidate);
  const suffix = qrTokenToValidate ? `/${qrTokenToValidate}` : '';

  if (signedIn) {
    if (qrTokenToValidate) return <QrApproval qrToken={qrTokenToValidate} auto={completing} />;
    return completing ? null : <AlreadySignedIn continueTo={next} />;
  }
  if (!googleClientId && !microsoftClientId) {
    return <NoProviders title={title} loginPath={`${fallbackPath}${suffix}`} />;
  }
  return children({ finish: (session) => done(session, REMEMBER_BY_DEFAULT), suffix });
}
