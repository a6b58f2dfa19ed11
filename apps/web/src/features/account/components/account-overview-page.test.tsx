import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { platform } from '../../../lib/platform/index.ts';
import { callsTo, renderAccount, resetAccountTest, testUser } from '../test/render-account.tsx';

afterEach(() => {
  resetAccountTest();
  vi.restoreAllMocks();
});

const profile = () => screen.getByRole('region', { name: /Profile|Profil/ });
/** The page proper, past the layout's loading state. */
const pageLoaded = () => screen.findByRole('region', { name: /Profile|Profil/ });

describe('AccountOverviewPage', () => {
  it("shows the user's profile", async () => {
    await renderAccount('/account');
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My account | PlayEats'));
    const details = within(profile());
    expect(details.getByText('gamer@example.com')).toBeInTheDocument();
    expect(details.getByText('Verified')).toBeInTheDocument();
    expect(details.getByText('Canada')).toBeInTheDocument();
    expect(details.getByText('Google')).toBeInTheDocument();
    expect(details.queryByText('Microsoft')).not.toBeInTheDocument();
    expect(details.getByText('March 5, 2025')).toHaveAttribute('datetime', testUser.createdAt);
    expect(screen.getByText('GAMER-7Q2X')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language of the app and of our e-mails' })).toHaveValue('en');
  });

  it('says when the e-mail is not verified, the country is the USA and nothing is linked', async () => {
    await renderAccount('/account', {
      user: { ...testUser, emailVerified: false, country: 'UNITED_STATES', linkedProviders: [] },
    });
    await pageLoaded();
    const details = within(profile());
    expect(details.getByText('Not verified')).toBeInTheDocument();
    expect(details.getByText('USA')).toBeInTheDocument();
    expect(details.getByText('None')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderAccount('/account', { lng: 'fr', user: { ...testUser, linkedProviders: ['google', 'microsoft'] } });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    const details = within(profile());
    expect(details.getByText('Vérifié')).toBeInTheDocument();
    expect(details.getByText('Courriel')).toBeInTheDocument();
    expect(details.getByText('Microsoft')).toBeInTheDocument();
    expect(details.getByText('5 mars 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nouvelle adresse courriel' })).toBeInTheDocument();
  });

  it('copies the referral code', async () => {
    const copy = vi.spyOn(platform, 'copyToClipboard').mockResolvedValue();
    const { user } = await renderAccount('/account');
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(copy).toHaveBeenCalledWith('GAMER-7Q2X');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByText('Referral code copied to the clipboard.')).toBeInTheDocument();
  });

  it('when the browser refuses the clipboard, selects the code and says to copy it by hand', async () => {
    vi.spyOn(platform, 'copyToClipboard').mockRejectedValue(new Error('NotAllowedError'));
    const { user } = await renderAccount('/account');
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(/didn't let us copy.*copy it yourself/)).toHaveAttribute('role', 'status');
    expect(window.getSelection()?.toString()).toBe(testUser.referralCode);
    expect(screen.queryByRole('dialog', { name: 'Sorry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });

  it('switches the language of the account and of the app', async () => {
    const { user, requests, i18n, store } = await renderAccount('/account', {
      handler: (r) => (r.method === 'PATCH' ? jsonResponse(200, { ...testUser, ...(r.body as object) }) : undefined),
    });
    const select = await screen.findByRole('combobox', { name: 'Language of the app and of our e-mails' });
    await user.selectOptions(select, 'fr');
    expect(i18n.language).toBe('fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(await screen.findByText('Langue enregistrée.')).toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/users/me')[0]?.body).toEqual({ language: 'fr' });
    await waitFor(() => expect(store.getState().auth.userInfo).toMatchObject({ language: 'fr' }));
    expect(select).toHaveValue('fr');
  });

  it('puts the language back when saving it fails', async () => {
    const { user, i18n } = await renderAccount('/account', {
      handler: (r) => (r.method === 'PATCH' ? problemResponse(500, 'InternalServerException') : undefined),
    });
    const select = await screen.findByRole('combobox', { name: 'Language of the app and of our e-mails' });
    await user.selectOptions(select, 'fr');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByRole('combobox', { name: 'Language of the app and of our e-mails' })).toHaveValue('en');
  });

  it('labels every control and orders its headings', async () => {
    const { container } = await renderAccount('/account');
    await pageLoaded();
    for (const control of container.querySelectorAll('input, select, button')) {
      expect(control).toHaveAccessibleName();
    }
    const levels = [...container.querySelectorAll('h1, h2, h3')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Profile',
      'Language',
      'Referral code',
      'Change e-mail',
    ]);
  });
});
