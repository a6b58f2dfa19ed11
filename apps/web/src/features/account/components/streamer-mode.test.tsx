import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setStreamerMode, STREAMER_MODE_KEY } from '../../../hooks/streamer-mode.ts';
import { callsTo, renderAccount, resetAccountTest, testUser } from '../test/render-account.tsx';

afterEach(() => {
  resetAccountTest();
  setStreamerMode(false);
});

// testUser: gamer@example.com (17 characters), +15145550123 shown as 1-514-555-0123 (14).
const MASKED_EMAIL = '*'.repeat(17);
const MASKED_PHONE = '*'.repeat(14);

describe('streamer mode in the account', () => {
  it('is a switch of this device on the preferences page; on, the e-mail on the overview is masked', async () => {
    const { user, requests } = await renderAccount('/account/preferences');
    const device = await screen.findByRole('heading', { name: 'On this device' }, { timeout: 5000 });
    const streamer = screen.getByRole('switch', { name: 'Streamer mode' });
    expect(device.closest('section')).toContainElement(streamer);
    expect(streamer).toHaveAttribute('aria-checked', 'false');
    expect(streamer).toHaveAccessibleDescription(/Hides your e-mail, phone number and addresses/);

    await user.click(streamer);
    expect(streamer).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(STREAMER_MODE_KEY)).toBe('true');
    // A setting of the device: the account is not asked to change.
    expect(callsTo(requests, 'PATCH', '/api/users/me')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Overview' }));
    // The overview is a page of its own, loaded on demand: slow on a busy machine.
    const profile = await screen.findByRole('region', { name: 'Profile' }, { timeout: 5000 });
    expect(within(profile).queryByText(testUser.email)).not.toBeInTheDocument();
    expect(within(profile).getByText(MASKED_EMAIL)).toHaveAttribute('aria-hidden', 'true');
    expect(within(profile).getByText('hidden (streamer mode)')).toBeInTheDocument();
  });

  it('shows the e-mail at one click, and hides it again', async () => {
    setStreamerMode(true);
    const { user } = await renderAccount('/account');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText(MASKED_EMAIL)).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Show your e-mail' }));
    expect(within(profile).getByText(testUser.email)).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Hide your e-mail' }));
    expect(within(profile).queryByText(testUser.email)).not.toBeInTheDocument();
    expect(within(profile).getByText(MASKED_EMAIL)).toBeInTheDocument();
  });

  it('off, the details show as they are, with nothing to reveal', async () => {
    await renderAccount('/account');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText(testUser.email)).toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
  });

  it('masks the phone number, which one click shows', async () => {
    setStreamerMode(true);
    const { user } = await renderAccount('/account/phone');
    const current = await screen.findByRole('region', { name: 'Current phone number' });
    expect(within(current).queryByText(/1-514-555-0123/)).not.toBeInTheDocument();
    expect(within(current).getByText(MASKED_PHONE)).toBeInTheDocument();
    await user.click(within(current).getByRole('button', { name: 'Show your phone number' }));
    expect(within(current).getByText('1-514-555-0123')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    setStreamerMode(true);
    await renderAccount('/account/preferences', { lng: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Sur cet appareil' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Mode streamer' })).toBeChecked());
  });
});
