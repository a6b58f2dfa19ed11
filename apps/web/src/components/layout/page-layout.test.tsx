import { lazy, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { PageLayout } from './page-layout.tsx';

function renderLayout(page = <h1>Child page</h1>, options: { lng?: 'en' | 'fr'; bottomNav?: ReactNode } = {}) {
  const { bottomNav, ...rest } = options;
  return renderWithProviders(
    <Routes>
      <Route element={<PageLayout bottomNav={bottomNav} />}>
        <Route path="/home" element={page} />
      </Route>
    </Routes>,
    { route: '/home', ...rest },
  );
}

describe('PageLayout', () => {
  it('renders the header, navigation, main content and footer', async () => {
    await renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'PlayEats home' })).toHaveAttribute('href', '/home');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/partners');
    expect(within(nav).getByRole('link', { name: 'Challenges' })).toHaveAttribute('href', '/gamechallenges');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/FAQ');

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Child page' })).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Partners', '/partners'],
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
    expect(within(nav).getByRole('link', { name: 'Défis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer au contenu principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Tous droits réservés.');
    const frGroup = screen.getByRole('group', { name: 'Langue' });
    expect(within(frGroup).getByRole('button', { name: 'FR Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(frGroup).getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the shape of a page while a page is loading', async () => {
    const NeverLoads = lazy(() => new Promise<never>(() => undefined));
    await renderLayout(<NeverLoads />);
    const status = within(screen.getByRole('main')).getByRole('status');
    expect(status).toHaveTextContent('Loading PlayEats…');
    expect(status.querySelectorAll('.page-skeleton-block').length).toBeGreaterThan(0);
    // The header and footer stay usable while the page loads.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  describe('bottom navigation slot', () => {
    it('shows the bar after the footer, a landmark of its own beside the header navigation', async () => {
      await renderLayout(undefined, { bottomNav: <BottomNav signedIn hasSavedAddress isMobile /> });
      const bar = screen.getByRole('navigation', { name: 'Shortcuts' });
      expect(screen.getByRole('navigation', { name: 'Main' })).not.toBe(bar);
      expect(within(bar).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
      const footer = screen.getByRole('contentinfo');
      expect(footer.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // The page ends above the fixed bar: room of the bar's height is kept after the footer.
      const room = footer.nextElementSibling;
      expect(room).toHaveAttribute('aria-hidden', 'true');
      expect(room).toHaveClass('bottom-nav-spacer');
      expect(room?.nextElementSibling).toBe(bar);
    });

    it('leaves no bar and no gap when the bar has nothing to show (mobile without a saved address, a visitor)', async () => {
      await renderLayout(undefined, {
        bottomNav: (
          <>
            <BottomNav signedIn hasSavedAddress={false} isMobile />
            <BottomNav signedIn={false} hasSavedAddress={false} isMobile={false} isWeb />
          </>
        ),
      });
      expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
      expect(screen.getByRole('contentinfo').nextElementSibling).toBeNull();
    });

    it('in French', async () => {
      await renderLayout(undefined, { lng: 'fr', bottomNav: <BottomNav signedIn hasSavedAddress isMobile /> });
      const bar = screen.getByRole('navigation', { name: 'Raccourcis' });
      expect(within(bar).getByRole('link', { name: 'Commandes' })).toHaveAttribute('href', '/orders');
      expect(screen.getByRole('navigation', { name: 'Principal' })).not.toBe(bar);
    });
  });
});
