import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ErrorPage } from './error-page.tsx';

describe('ErrorPage', () => {
  it('says the page was not found by default, with ways out', async () => {
    await renderWithProviders(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/does not exist or is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/FAQ');
    expect(document.title).toBe('Page not found | PlayEats');
  });

  it('refuses access for the forbidden reason', async () => {
    await renderWithProviders(<ErrorPage reason="forbidden" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText(/reserved for PlayEats administrators/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    expect(document.title).toBe('Access denied | PlayEats');
  });

  it('speaks French', async () => {
    await renderWithProviders(<ErrorPage />, { lng: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consulter la FAQ' })).toHaveAttribute('href', '/FAQ');
  });

  it('says access denied in French', async () => {
    await renderWithProviders(<ErrorPage reason="forbidden" />, { lng: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
  });
});
