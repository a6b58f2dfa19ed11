import type { ReactNode } from 'react';

/**
 * A message about the whole form (wrong password, too many attempts). role="alert" so it
 * is announced as it appears; rendered empty when there is nothing to say, so the form
 * does not jump.
 */
export function FormAlert({ children, tone = 'error' }: { children?: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <div role="alert" className={children ? `auth-alert auth-alert-${tone}` : 'auth-alert-empty'}>
      {children}
    </div>
  );
}
