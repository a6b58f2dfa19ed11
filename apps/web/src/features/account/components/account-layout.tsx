import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { selectIsSignedIn } from '../../auth/auth-slice.ts';
import { useMe } from '../api/get-me.ts';
import type { AccountOutletContext } from '../hooks/use-account-user.ts';
import { AccountNav } from './account-nav.tsx';
import './account-layout.css';
import './account-form.css';

/**
 * The frame of /account/*: the navigation between the pages, and the user info, fetched
 * fresh on arrival (which also refreshes the session's copy). The route guard normally
 * keeps signed-out visitors away; should one get here anyway, they get a way to sign in.
 */
export function AccountLayout() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return <SignedOutNotice />;
  return <SignedInAccount />;
}

function SignedInAccount() {
  const { t } = useTranslation('account');
  const me = useMe();
  const { showError } = useErrorDialog();
  const { error } = me;

  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);

  const context: AccountOutletContext | null = me.data ? { user: me.data } : null;
  return (
    <div className="account container">
      <AccountNav />
      <div className="account-content">
        {context ? (
          <Suspense fallback={<PageLoading />}>
            <Outlet context={context} />
          </Suspense>
        ) : me.isError ? (
          <AccountHeading>
            <p>{t('loadFailed.message')}</p>
            <button type="button" className="btn btn-primary" onClick={() => void me.refetch()}>
              {t('loadFailed.retry')}
            </button>
          </AccountHeading>
        ) : (
          <AccountHeading>
            <p role="status">{t('loading')}</p>
          </AccountHeading>
        )}
      </div>
    </div>
  );
}

/** Stands in for a page's own heading while no page can show. */
function AccountHeading({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('overview.title'));
  return (
    <div className="account-page">
      <h1>{t('overview.title')}</h1>
      {children}
    </div>
  );
}

function SignedOutNotice() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('overview.title'));
  return (
    <div className="account container-narrow">
      <div className="account-page">
        <h1>{t('overview.title')}</h1>
        <p>{t('signedOut.message')}</p>
        <p>
          <Link to="/login" className="btn btn-primary">
            {t('signedOut.signIn')}
          </Link>
        </p>
      </div>
    </div>
  );
}
