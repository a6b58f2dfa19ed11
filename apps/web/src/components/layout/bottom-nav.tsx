import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { platform as buildPlatform } from '../../lib/platform/index.ts';
import './bottom-nav.css';

export interface BottomNavProps {
  /** Whether someone is signed in. */
  signedIn: boolean;
  /** Whether the signed-in user has a saved address (auth.userInfo.address). */
  hasSavedAddress: boolean;
  /** iOS or Android (the Capacitor build); defaults to the build's platform. */
  isMobile?: boolean;
  /** The plain web build (not the mobile wrapper, not the game overlay); defaults to the build's platform. */
  isWeb?: boolean;
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
  rewards: icon(
    'M19 5h-2V3H7v2H5a2 2 0 0 0-2 2v1a5 5 0 0 0 4.39 4.94A5 5 0 0 0 11 15.9V19H7v2h10v-2h-4v-3.1a5 5 0 0 0 3.61-2.96A5 5 0 0 0 21 8V7a2 2 0 0 0-2-2ZM5 8V7h2v3.82A3 3 0 0 1 5 8Zm14 0a3 3 0 0 1-2 2.82V7h2Z',
  ),
  orders: icon(
    'M19 3h-4.18A3 3 0 0 0 12 1a3 3 0 0 0-2.82 2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm-2 14-4-4 1.41-1.41L10 14.17l6.59-6.59L18 9Z',
  ),
  account: icon('M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-3.34 0-10 1.67-10 5v3h20v-3c0-3.33-6.66-5-10-5Z'),
} satisfies Record<string, ReactNode>;

/** The tabs, in order; the cart is in the header, with its count (docs/decisions/0023). */
export const BOTTOM_NAV_ITEMS = [
  { to: '/dashboard', key: 'home' },
  { to: '/nearby', key: 'restaurants' },
  { to: '/gamechallenges', key: 'rewards' },
  { to: '/orders', key: 'orders' },
  { to: '/account', key: 'account' },
] as const;

export type BottomNavMode = 'app' | 'web';

/**
 * Who gets the bar, and how (docs/decisions/0023-phone-first-shell.md):
 * - 'app': spec section 2, mobile (Capacitor) users with a saved address, at every width;
 * - 'web': signed-in people on the web build, on phone-sized screens only (the CSS decides the width);
 * - null: nobody else (visitors, the game overlay, mobile users without an address).
 */
export function bottomNavMode({
  signedIn,
  hasSavedAddress,
  isMobile,
  isWeb,
}: Required<BottomNavProps>): BottomNavMode | null {
  if (isMobile) return signedIn && hasSavedAddress ? 'app' : null;
  if (isWeb && signedIn) return 'web';
  return null;
}

/**
 * The bottom tab bar: fixed to the bottom (above the home indicator), thumb-sized tabs,
 * the current one marked (aria-current). Renders nothing for anyone without one. Shared
 * UI: the app passes in what it knows of the user.
 */
export function BottomNav({
  signedIn,
  hasSavedAddress,
  isMobile = buildPlatform.isMobile,
  isWeb = buildPlatform.name === 'web',
}: BottomNavProps) {
  const { t } = useTranslation('layout');
  const mode = bottomNavMode({ signedIn, hasSavedAddress, isMobile, isWeb });
  if (!mode) return null;
  return (
    <>
      <div className="bottom-nav-spacer" data-mode={mode} aria-hidden="true" />
      <nav className="bottom-nav" data-mode={mode} aria-label={t('bottomNav.label')}>
        <ul>
          {BOTTOM_NAV_ITEMS.map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} className="bottom-nav-link">
                <span className="bottom-nav-icon">{ICONS[item.key]}</span>
                <span className="bottom-nav-text">{t(`bottomNav.${item.key}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
