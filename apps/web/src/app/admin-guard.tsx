import type { ReactNode } from 'react';
import { useAppSelector } from './hooks.ts';
import { selectIsAdmin } from '../features/auth/auth-slice.ts';
import { ErrorPage } from '../components/error-page/error-page.tsx';

/** /admin/* only for users whose roles include ADMIN (spec section 6); others are refused. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  if (!isAdmin) return <ErrorPage reason="forbidden" />;
  return <>{children}</>;
}
