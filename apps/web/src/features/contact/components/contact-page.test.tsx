import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactPage } from './contact-page.tsx';

describe('ContactPage', () => {
  it('gives the support e-mail, hours and what to include', async () => {
    await renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail support@playeats.app' })).toHaveAttribute(
      'href',
      'mailto:support@playeats.app',
    );
    expect(screen.getByRole('heading', { name: 'Support hours' })).toBeInTheDocument();
    expect(screen.getByText(/11 a\.m\. to 11 p\.m\. Eastern Time/)).toBeInTheDocument();
    expect(screen.getByText(/Your order number/)).toBeInTheDocument();
    expect(screen.getByText(/version 2\.8\.1/)).toBeInTheDocument();
    expect(document.title).toBe('Contact us | PlayEats');
  });

  it('separates partners, press and privacy requests', async () => {
    await renderWithProviders(<ContactPage />);
    expect(screen.getByRole('link', { name: 'partners@playeats.app' })).toHaveAttribute(
      'href',
      'mailto:partners@playeats.app',
    );
    expect(screen.getByRole('link', { name: 'press@playeats.app' })).toHaveAttribute(
      'href',
      'mailto:press@playeats.app',
    );
    expect(screen.getByRole('link', { name: 'privacy@playeats.app' })).toHaveAttribute(
      'href',
      'mailto:privacy@playeats.app',
    );
  });

  it('points to the FAQ', async () => {
    await renderWithProviders(<ContactPage />);
    expect(screen.getByRole('link', { name: 'All FAQ topics' })).toHaveAttribute('href', '/FAQ');
    expect(screen.getByRole('link', { name: /Tracking, cancelling/ })).toHaveAttribute('href', '/FAQ/orders');
  });

  it('has no form posting anywhere', async () => {
    const { container } = await renderWithProviders(<ContactPage />);
    expect(container.querySelector('form')).toBeNull();
  });

  it('speaks French', async () => {
    await renderWithProviders(<ContactPage />, { lng: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écrire à support@playeats.app' })).toHaveAttribute(
      'href',
      'mailto:support@playeats.app',
    );
  });
});
