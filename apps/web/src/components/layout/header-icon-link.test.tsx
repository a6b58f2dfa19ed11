import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { HeaderIconLink } from './header-icon-link.tsx';

describe('HeaderIconLink', () => {
  it('names the link, and shows the count on the icon (99+ past 99)', async () => {
    await renderWithProviders(
      <>
        <HeaderIconLink to="/cart" label="Cart, 3 items" icon={<svg />} count={3} />
        <HeaderIconLink to="/notifications" label="Many" icon={<svg />} count={120} />
      </>,
    );
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Many' })).toHaveTextContent('99+');
  });

  it('shows no count when there is nothing, and text beside the icon', async () => {
    await renderWithProviders(
      <HeaderIconLink to="/gamechallenges" label="1,250 bucks: your rewards" icon={<svg />}>
        1,250
      </HeaderIconLink>,
    );
    const link = screen.getByRole('link', { name: '1,250 bucks: your rewards' });
    expect(link).toHaveTextContent(/^1,250$/);
    expect(link.querySelector('.header-icon-link-count')).toBeNull();
  });
});
