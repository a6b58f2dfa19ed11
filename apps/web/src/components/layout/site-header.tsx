import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LOGO_SRC } from './app-links.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

const NAV_LINKS = [
  { to: '/partners', key: 'partners' },
  { to: '/FAQ', key: 'faq' },
  { to: '/contact', key: 'contact' },
] as const;

/** `actions`: what the app adds at the end of the header (the account menu); shared UI cannot import features. */
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
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{t(`header.${link.key}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        {actions}
      </div>
    </header>
  );
}
