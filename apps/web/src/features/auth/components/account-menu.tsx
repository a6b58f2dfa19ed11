import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn, selectUserInfo } from '../auth-slice.ts';
import { useLogout } from '../hooks/use-logout.ts';
import './account-menu.css';

/** For the site header: "Sign in" for visitors; the e-mail, Account and Sign out once signed in. */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const signedIn = useAppSelector(selectIsSignedIn);
  const email = useAppSelector(selectUserInfo)?.email;
  const { logout, pending } = useLogout();

  if (!signedIn) {
    return (
      <div className="account-menu">
        <Link to="/login" className="btn btn-secondary account-menu-signin">
          {t('menu.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-menu">
      {email && (
        <span className="account-menu-email" title={email}>
          <span className="visually-hidden">{t('menu.signedInAs')} </span>
          {email}
        </span>
      )}
      <Link to="/account" className="account-menu-link">
        {t('menu.account')}
      </Link>
      <button
        type="button"
        className="btn btn-ghost account-menu-signout"
        onClick={() => void logout()}
        disabled={pending}
      >
        {t('menu.signOut')}
      </button>
    </div>
  );
}
