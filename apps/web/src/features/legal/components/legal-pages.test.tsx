import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeResources } from '../../../test/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { isLegalSectionList, isParagraphList } from '../legal-content.ts';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

const legal = (lng: 'en' | 'fr') => localeResources()[lng]?.legal as Record<'privacy' | 'terms', { sections: unknown }>;

describe('legal content guards', () => {
  it('accept well-formed sections and reject anything else', () => {
    expect(isLegalSectionList([{ heading: 'A', paragraphs: ['p'], items: ['i'] }, { heading: 'B' }])).toBe(true);
    expect(isLegalSectionList('privacy.sections')).toBe(false);
    expect(isLegalSectionList([{ heading: 'A', items: [1] }])).toBe(false);
    expect(isParagraphList(['a', 'b'])).toBe(true);
    expect(isParagraphList([{}])).toBe(false);
  });

  it.each(['en', 'fr'] as const)('the %s texts are well formed', (lng) => {
    expect(isLegalSectionList(legal(lng).privacy.sections)).toBe(true);
    expect(isLegalSectionList(legal(lng).terms.sections)).toBe(true);
  });
});

describe('PrivacyPage', () => {
  it('renders every section with a table of contents', async () => {
    await renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const sections = legal('en').privacy.sections;
    if (!isLegalSectionList(sections)) throw new Error('malformed privacy sections');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(toc).getAllByRole('link')).toHaveLength(sections.length);
    sections.forEach((section, index) => {
      expect(screen.getByRole('heading', { level: 2, name: `${index + 1}. ${section.heading}` })).toBeInTheDocument();
      expect(within(toc).getByRole('link', { name: section.heading })).toHaveAttribute(
        'href',
        `#privacy-section-${index + 1}`,
      );
    });
    expect(document.title).toBe('Privacy Policy | PlayEats');
  });

  it('covers what the product collects and the rights of users', async () => {
    await renderWithProviders(<PrivacyPage />);
    expect(screen.getByText(/only store the card brand, the last four digits and the expiry date/)).toBeInTheDocument();
    expect(screen.getByText(/Game-session times/)).toBeInTheDocument();
    expect(screen.getByText(/We do not sell your personal information/)).toBeInTheDocument();
    expect(screen.getAllByText(/PIPEDA|Law 25/).length).toBeGreaterThan(0);
    expect(screen.getByText(/California, Colorado/)).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderWithProviders(<PrivacyPage />, { lng: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Table des matières' })).toBeInTheDocument();
  });
});

describe('TermsPage', () => {
  it('renders the terms with the shared figures filled in', async () => {
    await renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '3. Bucks' })).toBeInTheDocument();
    expect(screen.getByText(/loyalty currency with no cash value/)).toBeInTheDocument();
    expect(screen.getByText(/1 hour of gaming gives 50 bucks/)).toBeInTheDocument();
    expect(screen.getByText(/daily cap/)).toBeInTheDocument();
    expect(screen.getByText(/gets a \$5 discount on their next order/)).toBeInTheDocument();
    expect(screen.getByText('The referral code is valid for 7 days.')).toBeInTheDocument();
    expect(screen.getByText(/bots, scripts, macros/)).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent('{{');
    expect(document.title).toBe('Terms of Service | PlayEats');
  });

  it('speaks French', async () => {
    await renderWithProviders(<TermsPage />, { lng: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeInTheDocument();
    expect(screen.getByText(/rabais de 5 \$ sur sa prochaine commande/)).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent('{{');
  });
});
