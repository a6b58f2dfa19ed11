import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn, selectUserInfo } from '../auth-slice.ts';
import { useLogout } from '../hooks/use-logout.ts';
import './account-menu.css';

/**
 * The signed-in customer's pages, in the bottom navigation's order. Plain paths: the cart
 * and the orders belong to the ordering feature, which auth does not import.
 */
const ACCOUNT_LINKS = [
  { to: '/cart', key: 'cart' },
  { to: '/orders', key: 'orders' },
  { to: '/account', key: 'account' },
] as const;

/**
 * For the site header: "Sign in" for visitors; once signed in, the e-mail, the links to
 * the cart, the orders and the account (a navigation landmark of its own, the current
 * page marked by NavLink's aria-current) and Sign out.
 */
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
      <nav className="account-menu-nav" aria-label={t('menu.label')}>
        <ul>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.key}>
              <NavLink to={link.to} className="account-menu-link">
                {t(`menu.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
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
