import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn } from '../auth-slice.ts';
import { loginPathFor } from '../session.ts';

/** Route guard: visitors go to /login?next=<this page>, and come back here once signed in. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname, search, hash } = useLocation();
  if (!signedIn) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  return <>{children}</>;
}
