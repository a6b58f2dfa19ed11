import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { LanguageSwitcher } from '../../../components/layout/language-switcher.tsx';
import { selectIsSignedIn, selectUserInfo } from '../auth-slice.ts';
import { useLogout } from '../hooks/use-logout.ts';
import './account-menu.css';

/**
 * The signed-in customer's pages. Plain paths: the orders belong to the ordering feature,
 * which auth does not import. The cart is the header's cart icon, with its count.
 */
const ACCOUNT_LINKS = [
  { to: '/orders', key: 'orders' },
  { to: '/account', key: 'account' },
] as const;

/** Closes the phone's menu when the page changes, on Escape, and on a press outside it. */
function useMenuDisclosure() {
  // The page the menu was opened on: on another page it is closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const open = openOn === pathname;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return { open, toggle: () => setOpenOn(open ? null : pathname), root };
}

/**
 * For the site header: "Sign in" for visitors; once signed in, the e-mail, the links to
 * the orders and the account (a navigation landmark of its own, the current page marked
 * by NavLink's aria-current) and Sign out. On a wide screen they sit in the header's row;
 * on a phone (below 48rem) behind one button, with the language (decision 0023).
 */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const signedIn = useAppSelector(selectIsSignedIn);
  const email = useAppSelector(selectUserInfo)?.email;
  const { logout, pending } = useLogout();
  const { open, toggle, root } = useMenuDisclosure();
  const panelId = useId();

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
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu.label')}
        onClick={toggle}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <path fill="currentColor" d="M3 6h18v2H3Zm0 5h18v2H3Zm0 5h18v2H3Z" />
        </svg>
      </button>
      <div id={panelId} className="account-menu-panel" data-open={open}>
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
        <LanguageSwitcher />
        <button
          type="button"
          className="btn btn-ghost account-menu-signout"
          onClick={() => void logout()}
          disabled={pending}
        >
          {t('menu.signOut')}
        </button>
      </div>
    </div>
  );
}
