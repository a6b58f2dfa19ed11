import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LOGO_SRC } from './app-links.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The FAQ and the contact page are in the footer; the challenges are in the navigation (issue 11). */
export const HEADER_NAV_LINKS = [
  { to: '/partners', key: 'partners' },
  { to: '/gamechallenges', key: 'challenges' },
  { to: '/FAQ', key: 'faq' },
] as const;

/**
 * One row on every screen (two for visitors on a phone: the links under the brand), of a
 * fixed height, so that what loads after the first paint (the account menu, the bucks,
 * the cart) never moves the page (issue 11: no jump on load). On a phone with the bottom
 * tab bar the row is compact: the logo, then the actions; the links are in the tab bar and
 * the account menu. `actions`: what the app adds at the end (bucks, cart, bell, account
 * menu); shared UI cannot import features.
 */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('layout');
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/home" className="site-brand" aria-label={t('header.homeLink')}>
          <img src={LOGO_SRC} alt="" width={36} height={36} />
          <span className="site-brand-name">PlayEats</span>
        </Link>
        <nav className="site-nav" aria-label={t('header.navLabel')}>
          <ul>
            {HEADER_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{t(`header.${link.key}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header-actions">
          {actions}
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
