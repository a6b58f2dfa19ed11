import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { platform as buildPlatform } from '../../lib/platform/index.ts';
import './bottom-nav.css';

export interface BottomNavProps {
  /** Whether the signed-in user has a saved address (auth.userInfo.address). */
  hasSavedAddress: boolean;
  /** iOS or Android (the Capacitor build); defaults to the build's platform. */
  isMobile?: boolean;
  /** Items in the cart, shown on the Cart tab; nothing when 0 or unknown. */
  cartCount?: number;
}

const icon = (d: string) => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
    <path fill="currentColor" d={d} />
  </svg>
);

const ICONS = {
  home: icon('M12 3 2 11h3v9h6v-6h2v6h6v-9h3Z'),
  restaurants: icon(
    'M7 2v9a3 3 0 0 0 2 2.83V22h2v-8.17A3 3 0 0 0 13 11V2h-1.5v7h-1V2h-2v7h-1V2Zm9 0c-1.66 0-3 2.24-3 5v6h2v9h2V2Z',
  ),
  cart: icon(
    'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.59-1.35 2.44A2 2 0 0 0 7 17h12v-2H7.42l1.1-2h7.45a2 2 0 0 0 1.75-1.03L21.3 5H5.21l-.94-3Z',
  ),
  orders: icon(
    'M19 3h-4.18A3 3 0 0 0 12 1a3 3 0 0 0-2.82 2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm-2 14-4-4 1.41-1.41L10 14.17l6.59-6.59L18 9Z',
  ),
  account: icon('M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-3.34 0-10 1.67-10 5v3h20v-3c0-3.33-6.66-5-10-5Z'),
} satisfies Record<string, ReactNode>;

const ITEMS = [
  { to: '/dashboard', key: 'home' },
  { to: '/nearby', key: 'restaurants' },
  { to: '/cart', key: 'cart' },
  { to: '/orders', key: 'orders' },
  { to: '/account', key: 'account' },
] as const;

/**
 * Spec section 2: mobile users with a saved address get a bottom navigation bar. Fixed
 * to the bottom (above the home indicator), thumb-sized tabs, the current one marked
 * (aria-current). Renders nothing for anyone else. Shared UI: the app passes in what it
 * knows of the user.
 */
export function BottomNav({ hasSavedAddress, isMobile = buildPlatform.isMobile, cartCount = 0 }: BottomNavProps) {
  const { t } = useTranslation('layout');
  if (!isMobile || !hasSavedAddress) return null;
  return (
    <>
      <div className="bottom-nav-spacer" aria-hidden="true" />
      <nav className="bottom-nav" aria-label={t('bottomNav.label')}>
        <ul>
          {ITEMS.map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} className="bottom-nav-link">
                <span className="bottom-nav-icon">
                  {ICONS[item.key]}
                  {item.key === 'cart' && cartCount > 0 && (
                    <span className="bottom-nav-badge" aria-hidden="true">
                      {cartCount > 99 ? '99+' : cartCount}
                    </span>
                  )}
                </span>
                <span className="bottom-nav-text">{t(`bottomNav.${item.key}`)}</span>
                {item.key === 'cart' && cartCount > 0 && (
                  <span className="visually-hidden">, {t('bottomNav.cartCount', { count: cartCount })}</span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
