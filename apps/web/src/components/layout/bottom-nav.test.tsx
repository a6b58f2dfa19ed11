import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BottomNav } from './bottom-nav.tsx';

describe('BottomNav (spec section 2: mobile users with a saved address)', () => {
  it('a mobile user with a saved address gets the bar: five tabs, the current one marked', async () => {
    await renderWithProviders(<BottomNav hasSavedAddress isMobile />, { route: '/cart' });
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Restaurants', '/nearby'],
      ['Cart', '/cart'],
      ['Orders', '/orders'],
      ['Account', '/account'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows how many items the cart holds', async () => {
    await renderWithProviders(<BottomNav hasSavedAddress isMobile cartCount={3} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items in the cart' })).toBeInTheDocument();
  });

  it('nothing without a saved address, nothing off mobile (the web build)', async () => {
    const { container } = await renderWithProviders(
      <>
        <BottomNav hasSavedAddress={false} isMobile />
        <BottomNav hasSavedAddress />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('in French', async () => {
    await renderWithProviders(<BottomNav hasSavedAddress isMobile cartCount={1} />, { lng: 'fr' });
    expect(screen.getByRole('navigation', { name: 'Raccourcis' })).toHaveTextContent('Accueil');
    expect(screen.getByRole('link', { name: 'Panier, 1 article dans le panier' })).toBeInTheDocument();
  });
});
