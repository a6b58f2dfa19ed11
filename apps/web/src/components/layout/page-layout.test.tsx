import { lazy } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PageLayout } from './page-layout.tsx';

function renderLayout(page = <h1>Child page</h1>, options: { lng?: 'en' | 'fr' } = {}) {
  return renderWithProviders(
    <Routes>
      <Route element={<PageLayout />}>
        <Route path="/home" element={page} />
      </Route>
    </Routes>,
    { route: '/home', ...options },
  );
}

describe('PageLayout', () => {
  it('renders the header, navigation, main content and footer', async () => {
    await renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'PlayEats home' })).toHaveAttribute('href', '/home');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/partners');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/FAQ');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Child page' })).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['FAQ', '/FAQ'],
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} PlayEats`);
    expect(footer).toHaveTextContent('Version 2.8.1');
  });

  it('has a skip link that moves focus to the main content', async () => {
    await renderLayout();
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('switches the whole shell to French with the language switcher', async () => {
    const { i18n } = await renderLayout();
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'FR Français' }));

    expect(i18n.language).toBe('fr');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Partenaires' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Nous joindre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer au contenu principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Tous droits réservés.');
    const frGroup = screen.getByRole('group', { name: 'Langue' });
    expect(within(frGroup).getByRole('button', { name: 'FR Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(frGroup).getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the pulsing logo while a page is loading', async () => {
    const NeverLoads = lazy(() => new Promise<never>(() => undefined));
    await renderLayout(<NeverLoads />);
    const status = within(screen.getByRole('main')).getByRole('status');
    expect(status).toHaveTextContent('Loading PlayEats…');
    // The header and footer stay usable while the page loads.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
