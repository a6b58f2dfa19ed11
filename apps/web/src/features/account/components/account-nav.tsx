import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export const ACCOUNT_PAGES = [
  { key: 'overview', path: '/account' },
  { key: 'phone', path: '/account/phone' },
  { key: 'password', path: '/account/password' },
  { key: 'preferences', path: '/account/preferences' },
] as const;

/**
 * The signed-in pages outside /account that are part of one's account all the same: the
 * orders, the addresses (this feature's own), the payment cards and the notifications.
 */
export const ORDERING_PAGES = [
  { key: 'orders', path: '/orders' },
  { key: 'addresses', path: '/addresses' },
  { key: 'paymentCards', path: '/payment-cards' },
  { key: 'notifications', path: '/notifications' },
  // A promo code for an existing account: the rewards feature's page.
  { key: 'promoCode', path: '/gamechallenges/promo-code' },
] as const;

/**
 * Moves between the account pages; NavLink marks the current one with aria-current="page".
 * Then, set apart, the orders, addresses, payment cards, notifications and the promo code (plain paths:
 * features do not import each other).
 */
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
        {ORDERING_PAGES.map((page, index) => (
          <li key={page.key} className={index === 0 ? 'account-nav-group-start' : undefined}>
            <NavLink to={page.path}>{t(`nav.${page.key}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
