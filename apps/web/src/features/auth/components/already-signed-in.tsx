import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectUserInfo } from '../auth-slice.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { usePrivateText } from '../../../components/private-text/private-text.tsx';
import { AuthCard } from './auth-card.tsx';

/** What a sign-in page shows to someone already signed in: carry on, or sign out first. */
export function AlreadySignedIn({ continueTo }: { continueTo: string }) {
  const { t } = useTranslation('auth');
  const email = useAppSelector(selectUserInfo)?.email;
  const hide = usePrivateText();
  const { logout, pending } = useLogout();
  return (
    <AuthCard title={t('signedIn.title')}>
      <p>{email ? t('signedIn.as', { email: hide(email) }) : t('signedIn.text')}</p>
      <div className="auth-actions">
        <Link to={continueTo} className="btn btn-primary">
          {t('signedIn.continue')}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => void logout()} disabled={pending}>
          {t('signedIn.signOut')}
        </button>
      </div>
    </AuthCard>
  );
}
