import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export const ACCOUNT_PAGES = [
  { key: 'overview', path: '/account' },
  { key: 'phone', path: '/account/phone' },
  { key: 'password', path: '/account/password' },
  { key: 'preferences', path: '/account/preferences' },
] as const;

/** Moves between the account pages; NavLink marks the current one with aria-current="page". */
export function AccountNav() {
  const { t } = useTranslation('account');
  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      <ul>
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.key}>
            <NavLink to={page.path} end>
              {t(`nav.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
