import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { HomePage } from './home-page.tsx';

describe('HomePage', () => {
  it('explains the product in English', async () => {
    await renderWithProviders(<HomePage />, { route: '/home' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order food without leaving your game' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    for (const step of [
      'Get PlayEats',
      'Play and earn bucks',
      'Order from partner restaurants',
      'Pay with bucks and promo dollars',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    expect(screen.getByText(/Every hour of gaming earns you 50 bucks/)).toBeInTheDocument();
    expect(screen.getByText(/earns 100 bucks instead of 50/)).toBeInTheDocument();
    expect(screen.getByText(/gets \$5 off their next order/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Desktop and in-game overlay' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'iOS and Android' })).toBeInTheDocument();
    expect(document.title).toBe('Order food without leaving your game | PlayEats');
  });

  it('calls to sign up, browse partners and read the FAQ', async () => {
    await renderWithProviders(<HomePage />, { route: '/home' });
    for (const link of screen.getAllByRole('link', { name: /Sign up free|Create your free account/ })) {
      expect(link).toHaveAttribute('href', '/signup');
    }
    expect(screen.getByRole('link', { name: 'See partner restaurants' })).toHaveAttribute('href', '/partners');
    expect(screen.getByRole('link', { name: 'See all questions' })).toHaveAttribute('href', '/FAQ');
    expect(screen.getByRole('link', { name: 'What are bucks and how do I earn them?' })).toHaveAttribute(
      'href',
      '/FAQ/bucks',
    );
    const overwolf = screen.getByRole('link', { name: /Get the desktop overlay/ });
    expect(overwolf).toHaveAttribute('href', 'https://www.overwolf.com/app/playeats');
    expect(overwolf).toHaveAttribute('target', '_blank');
    expect(overwolf).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows food in the hero: dish illustrations around the logo, sized before they load and decorative', async () => {
    const { container } = await renderWithProviders(<HomePage />, { route: '/home' });
    const art = container.querySelector('.home-hero-art');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    const dishes = [...container.querySelectorAll('.home-food-item')];
    expect(dishes).toHaveLength(8);
    for (const dish of dishes) {
      expect(dish.getAttribute('src')).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
      expect(dish).toHaveAttribute('alt', '');
      expect(dish).toHaveAttribute('width', '64');
      expect(dish).toHaveAttribute('height', '64');
    }
    expect(new Set(dishes.map((d) => d.getAttribute('src'))).size).toBe(8);
  });

  it('explains the product in French', async () => {
    await renderWithProviders(<HomePage />, { route: '/home', lng: 'fr' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Commandez à manger sans quitter votre partie' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comment ça fonctionne' })).toBeInTheDocument();
    expect(screen.getByText(/Chaque heure de jeu vous rapporte 50 bucks/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les restaurants partenaires' })).toHaveAttribute('href', '/partners');
  });

  it('switches to French on /home/fr', async () => {
    const { i18n } = await renderWithProviders(<HomePage />, { route: '/home/fr', lng: 'en' });
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commandez à manger sans quitter votre partie' }),
    ).toBeInTheDocument();
  });

  it('switches to English on /home/en', async () => {
    const { i18n } = await renderWithProviders(<HomePage />, { route: '/home/en', lng: 'fr' });
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order food without leaving your game' }),
    ).toBeInTheDocument();
  });

  it('keeps the chosen language on plain /home', async () => {
    const { i18n } = await renderWithProviders(<HomePage />, { route: '/home', lng: 'fr' });
    expect(i18n.language).toBe('fr');
    const steps = screen.getByRole('heading', { level: 2, name: 'Comment ça fonctionne' }).closest('section');
    expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  });
});
