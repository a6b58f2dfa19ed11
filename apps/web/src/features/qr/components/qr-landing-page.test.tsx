import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { QrLandingPage } from './qr-landing-page.tsx';

describe('QrLandingPage', () => {
  it('welcomes and explains PlayEats in two lines', async () => {
    await renderWithProviders(<QrLandingPage />, { route: '/QR3' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to PlayEats' })).toBeInTheDocument();
    expect(screen.getByText('Order meals from partner restaurants without leaving your game.')).toBeInTheDocument();
    expect(screen.getByText('Every hour you play earns 50 bucks to spend on your orders.')).toBeInTheDocument();
    expect(document.title).toBe('Welcome | PlayEats');
  });

  it.each([
    ['Download on the App Store', 'https://apps.apple.com/app/playeats'],
    ['Get it on Google Play', 'https://play.google.com/store/apps/details?id=app.playeats'],
    ['Get the desktop overlay', 'https://www.overwolf.com/app/playeats'],
  ])('links to %s in a new tab', async (name, href) => {
    await renderWithProviders(<QrLandingPage />);
    const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leads to ordering on the web and signing up', async () => {
    await renderWithProviders(<QrLandingPage />);
    const web = screen.getByRole('link', { name: 'Order on the web' });
    expect(web).toHaveAttribute('href', '/partners');
    expect(web).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
  });

  it('speaks French', async () => {
    await renderWithProviders(<QrLandingPage />, { lng: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue chez PlayEats' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commander sur le Web' })).toHaveAttribute('href', '/partners');
    expect(screen.getByRole('link', { name: /Télécharger dans l’App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/playeats',
    );
  });
});
