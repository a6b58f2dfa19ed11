import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localeResources } from '../../../test/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FAQ_SECTIONS, isFaqSection } from '../faq-sections.ts';
import { isFaqEntryList } from '../faq-content.ts';
import { FaqPage } from './faq-page.tsx';

const faq = (lng: 'en' | 'fr') =>
  localeResources()[lng]?.faq as {
    title: string;
    sections: Record<string, { title: string; questions: unknown }>;
  };

function renderFaq(route: string, lng: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/FAQ" element={<FaqPage />} />
      <Route path="/FAQ/:section" element={<FaqPage />} />
    </Routes>,
    { route, lng },
  );
}

describe('FaqPage', () => {
  it('has the six subpages of the spec', () => {
    expect(FAQ_SECTIONS).toEqual([
      'what-is-playeats',
      'other-questions',
      'how-it-works',
      'orders',
      'benefits',
      'bucks',
    ]);
    expect(isFaqSection('bucks')).toBe(true);
    expect(isFaqSection('nope')).toBe(false);
  });

  it('lists the six subpages on /FAQ', async () => {
    await renderFaq('/FAQ');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/FAQ/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(FAQ_SECTIONS.map((s) => `/FAQ/${s}`));
    expect(screen.getByRole('link', { name: 'What is PlayEats?' })).toHaveAttribute('href', '/FAQ/what-is-playeats');
    expect(screen.getByRole('link', { name: 'Bucks' })).toHaveAttribute('href', '/FAQ/bucks');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Frequently asked questions | PlayEats');
  });

  it.each(FAQ_SECTIONS)('/FAQ/%s shows its questions and answers', async (section) => {
    await renderFaq(`/FAQ/${section}`);
    const content = faq('en').sections[section];
    expect(screen.getByRole('heading', { level: 1, name: content?.title })).toBeInTheDocument();
    const questions = content?.questions;
    expect(isFaqEntryList(questions)).toBe(true);
    if (!isFaqEntryList(questions)) return;
    expect(questions.length).toBeGreaterThanOrEqual(3);
    const article = screen.getByRole('article');
    for (const { question } of questions) {
      expect(within(article).getByRole('heading', { level: 2, name: question })).toBeInTheDocument();
    }
    expect(article).not.toHaveTextContent('{{');
    expect(document.title).toBe(`${content?.title} | PlayEats`);
  });

  it('fills the bucks figures in from the shared rules', async () => {
    await renderFaq('/FAQ/bucks');
    expect(
      screen.getByText(/1 hour of gaming gives 50 bucks.*30-minute session earns 25 bucks.*100 bucks per hour/),
    ).toBeInTheDocument();
  });

  it('states the referral terms', async () => {
    await renderFaq('/FAQ/benefits');
    expect(
      screen.getByText(/gets \$5 off their next order.*valid for 7 days.*no limit.*USA and Canada only/),
    ).toBeInTheDocument();
  });

  it('moves between subpages with a sub-navigation that marks the current one', async () => {
    await renderFaq('/FAQ/orders');
    const nav = screen.getByRole('navigation', { name: 'FAQ topics' });
    expect(within(nav).getAllByRole('link')).toHaveLength(FAQ_SECTIONS.length + 1);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Bucks' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'All topics' })).toHaveAttribute('href', '/FAQ');
  });

  it('shows the error page for an unknown subpage', async () => {
    await renderFaq('/FAQ/no-such-section');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderFaq('/FAQ/bucks', 'fr');
    expect(screen.getByRole('heading', { level: 1, name: faq('fr').sections.bucks?.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Que sont les bucks?' })).toBeInTheDocument();
    expect(screen.getByText(/1 heure de jeu rapporte 50 bucks/)).toBeInTheDocument();
  });
});
