import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { LanguageSwitcher } from '../../../components/layout/language-switcher.tsx';
import { PrivateText, usePrivateText } from '../../../components/private-text/private-text.tsx';
import { StreamerModeToggle } from '../../../components/private-text/streamer-mode-toggle.tsx';
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

/**
 * The phone's menu: open until a link in it is followed, a press outside it, the browser's
 * back or forward, or Escape, which also gives the focus back to the toggle (where the
 * keyboard was before opening).
 *
 * Not tied to the current path: a tap that opens it while a navigation is still pending
 * (React Router renders the new page in a transition, sign-in's move to /dashboard is one)
 * must not be undone when that page commits, which is how a tap right after sign-in was lost.
 */
function useMenuDisclosure(signedIn: boolean) {
  const [open, setOpen] = useState(false);
  // Signing in or out closes it (React's reset-on-change pattern: set during render).
  const [seenSignedIn, setSeenSignedIn] = useState(signedIn);
  if (seenSignedIn !== signedIn) {
    setSeenSignedIn(signedIn);
    setOpen(false);
  }
  const root = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('popstate', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('popstate', close);
    };
  }, [open]);
  /** A link followed from the menu: the page it opens is shown without the menu over it. */
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  return { open, toggle: () => setOpen((wasOpen) => !wasOpen), onPanelClick, root, toggleRef };
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
  const hide = usePrivateText();
  const { logout, pending } = useLogout();
  const { open, toggle, onPanelClick, root, toggleRef } = useMenuDisclosure(signedIn);
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
        ref={toggleRef}
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
      {/* Clicks reach here from its links (a click on a container is not an interaction of its own). */}
      <div id={panelId} className="account-menu-panel" data-open={open} onClick={onPanelClick}>
        {email && (
          <span className="account-menu-email" title={hide(email)}>
            <span className="visually-hidden">{t('menu.signedInAs')} </span>
            <PrivateText value={email} />
          </span>
        )}
        {/* Not the toggle's name: two controls with one name cannot be told apart. */}
        <nav className="account-menu-nav" aria-label={t('menu.navLabel')}>
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
        <StreamerModeToggle className="btn btn-ghost account-menu-streamer" />
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
