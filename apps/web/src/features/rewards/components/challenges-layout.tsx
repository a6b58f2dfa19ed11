import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { selectIsSignedIn } from '../../auth/auth-slice.ts';
import './challenges.css';

/**
 * The frame of /gamechallenges/*. The app's signed-in guard normally keeps visitors
 * away; should one get here anyway, they get a way to sign in rather than failing calls.
 */
export function ChallengesLayout() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <div className="challenges container">
      {signedIn ? (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      ) : (
        <SignedOutNotice />
      )}
    </div>
  );
}

function SignedOutNotice() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('challenges.title'));
  return (
    <>
      <h1>{t('challenges.title')}</h1>
      <p>{t('challenges.signedOut')}</p>
      <p>
        <Link to="/login" className="btn btn-primary">
          {t('challenges.signIn')}
        </Link>
      </p>
    </>
  );
}
