import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BottomNav, bottomNavMode } from './bottom-nav.tsx';

describe('bottomNavMode (decision 0023)', () => {
  const who = { signedIn: true, hasSavedAddress: true, isMobile: false, isWeb: true };

  it('mobile app: only with a saved address (spec section 2), at every width', () => {
    expect(bottomNavMode({ ...who, isMobile: true, isWeb: false })).toBe('app');
    expect(bottomNavMode({ ...who, isMobile: true, isWeb: false, hasSavedAddress: false })).toBeNull();
    expect(bottomNavMode({ ...who, isMobile: true, isWeb: false, signedIn: false })).toBeNull();
  });

  it('web: every signed-in person, address or not (the CSS keeps it to phone-sized screens)', () => {
    expect(bottomNavMode(who)).toBe('web');
    expect(bottomNavMode({ ...who, hasSavedAddress: false })).toBe('web');
    expect(bottomNavMode({ ...who, signedIn: false, hasSavedAddress: false })).toBeNull();
  });

  it('never in the game overlay', () => {
    expect(bottomNavMode({ ...who, isWeb: false })).toBeNull();
  });
});

describe('BottomNav', () => {
  it('five tabs, the rewards among them, the current one marked', async () => {
    await renderWithProviders(<BottomNav signedIn hasSavedAddress isMobile />, { route: '/gamechallenges' });
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(nav).toHaveAttribute('data-mode', 'app');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Restaurants', '/nearby'],
      ['Rewards', '/gamechallenges'],
      ['Orders', '/orders'],
      ['Account', '/account'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Rewards' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('on the web, for a signed-in person: marked for phone-sized screens only', async () => {
    await renderWithProviders(<BottomNav signedIn hasSavedAddress={false} isMobile={false} isWeb />);
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toHaveAttribute('data-mode', 'web');
  });

  it('nothing for a visitor, nothing on mobile without a saved address', async () => {
    const { container } = await renderWithProviders(
      <>
        <BottomNav signedIn hasSavedAddress={false} isMobile />
        <BottomNav signedIn={false} hasSavedAddress={false} isMobile={false} isWeb />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('in French', async () => {
    await renderWithProviders(<BottomNav signedIn hasSavedAddress isMobile />, { lng: 'fr' });
    const nav = screen.getByRole('navigation', { name: 'Raccourcis' });
    expect(nav).toHaveTextContent('Accueil');
    expect(within(nav).getByRole('link', { name: 'Récompenses' })).toHaveAttribute('href', '/gamechallenges');
  });
});
