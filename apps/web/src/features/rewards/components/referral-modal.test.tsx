import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { referralLink } from '../api/get-referral.ts';
import type { RewardsPlatform } from '../rewards-platform.ts';
import { fakePlatform } from '../test/fake-platform.ts';
import { callsTo, renderRewards, resetRewardsTest, type TestHandler } from '../test/render-rewards.tsx';
import { ReferralModal } from './referral-modal.tsx';

afterEach(() => {
  resetRewardsTest();
});

const LINK = 'https://playeats.app/signupWithReferral/GAMER-7Q2X';
const referral = {
  code: 'GAMER-7Q2X',
  link: LINK,
  referredCount: 2,
  terms: { discountCents: 500, validDays: 7, limit: null, countries: ['UNITED_STATES', 'CANADA'] },
};
const serveReferral: TestHandler = (request) =>
  request.method === 'GET' && request.url === '/api/users/me/referral' ? jsonResponse(200, referral) : undefined;

function Harness({ platform }: { platform: RewardsPlatform }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open referral
      </button>
      <ReferralModal open={open} onClose={() => setOpen(false)} platform={platform} />
    </>
  );
}

async function renderReferral(options: { platform?: RewardsPlatform; handler?: TestHandler; lng?: 'en' | 'fr' } = {}) {
  const { platform = fakePlatform().platform, handler = serveReferral, lng } = options;
  const view = await renderRewards(<Harness platform={platform} />, { handler, ...(lng ? { lng } : {}) });
  const dialog = await screen.findByRole('dialog', { name: lng === 'fr' ? 'Parrainez un ami' : 'Refer a friend' });
  return { ...view, dialog };
}

describe('ReferralModal', () => {
  it('explains the program and shows the link from the server', async () => {
    const { dialog, requests } = await renderReferral();
    expect(
      within(dialog).getByText('Share your link: a friend who signs up with it gets CA$5.00 off their next order.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The discount is valid for 7 days.')).toBeInTheDocument();
    expect(within(dialog).getByText('No limit: refer as many friends as you like.')).toBeInTheDocument();
    expect(within(dialog).getByText('Available in the USA and Canada only.')).toBeInTheDocument();
    expect(within(dialog).getByText('CA$5.00 off')).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Your referral link' })).toHaveValue(LINK);
    expect(within(dialog).getByText('2 friends have joined with your link.')).toBeInTheDocument();
    expect(requests[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('copies the link to the browser clipboard and, in the overlay, the host’s; the label changes', async () => {
    const { platform, browserClipboard, hostClipboard } = fakePlatform({
      isOverlay: true,
      client: 'OW_DESKTOP_CLIENT',
    });
    const { user, dialog } = await renderReferral({ platform });
    const copy = within(dialog).getByRole('button', { name: 'Copy link' });
    await waitFor(() => expect(copy).toBeEnabled());
    await user.click(copy);
    expect(browserClipboard).toEqual([LINK]);
    expect(hostClipboard).toEqual([LINK]);
    expect(within(dialog).getByRole('button', { name: 'Link copied!' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your referral link was copied to the clipboard.');
  });

  it('copies to the browser clipboard only on the web', async () => {
    const { platform, browserClipboard, hostClipboard } = fakePlatform();
    const { user, dialog } = await renderReferral({ platform });
    const copy = within(dialog).getByRole('button', { name: 'Copy link' });
    await waitFor(() => expect(copy).toBeEnabled());
    await user.click(copy);
    expect(browserClipboard).toEqual([LINK]);
    expect(hostClipboard).toEqual([]);
  });

  it('when the browser refuses the clipboard, selects the link and says to copy it by hand, with no error dialog', async () => {
    const { platform } = fakePlatform();
    platform.copyToClipboard.mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
    const { user, dialog } = await renderReferral({ platform });
    const copy = within(dialog).getByRole('button', { name: 'Copy link' });
    await waitFor(() => expect(copy).toBeEnabled());
    await user.click(copy);
    const field = within(dialog).getByLabelText<HTMLInputElement>('Your referral link');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
    expect(within(dialog).getByRole('status')).toHaveTextContent(/didn't let us copy.*copy it yourself/);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sorry' })).not.toBeInTheDocument();
  });

  it('shows the four conditions in the terms view, with back and close buttons', async () => {
    const { user, dialog } = await renderReferral();
    await user.click(within(dialog).getByRole('button', { name: 'Terms and conditions' }));
    expect(dialog).toHaveAccessibleName('Referral terms and conditions');
    expect(screen.getByRole('heading', { name: 'Referral terms and conditions' })).toHaveFocus();
    const conditions = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(conditions).toHaveLength(4);
    expect(conditions[0]).toHaveTextContent('There is no limit on the number of friends you can refer.');
    expect(conditions[1]).toHaveTextContent(/person you refer must be new to PlayEats/);
    expect(conditions[2]).toHaveTextContent(/gets CA\$5\.00 off their next order.*valid for 7 days/);
    expect(conditions[3]).toHaveTextContent('The program is available only in the USA and Canada');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(dialog).toHaveAccessibleName('Refer a friend');
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('closing resets the copied flag and the terms view', async () => {
    const { user, dialog } = await renderReferral();
    const copy = within(dialog).getByRole('button', { name: 'Copy link' });
    await waitFor(() => expect(copy).toBeEnabled());
    await user.click(copy);
    await user.click(within(dialog).getByRole('button', { name: 'Terms and conditions' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open referral' }));
    const reopened = await screen.findByRole('dialog', { name: 'Refer a friend' });
    expect(within(reopened).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(reopened).queryByRole('button', { name: 'Link copied!' })).not.toBeInTheDocument();
  });

  it('says when the link cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user, dialog, requests } = await renderReferral({
      handler: (request) =>
        request.url === '/api/users/me/referral' && fail
          ? problemResponse(500, 'InternalServerException')
          : serveReferral(request),
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't load your referral link.");
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Your referral link' })).toHaveValue(LINK);
    expect(callsTo(requests, 'GET', '/api/users/me/referral')).toHaveLength(2);
  });

  it('speaks French', async () => {
    const { dialog } = await renderReferral({ lng: 'fr' });
    expect(within(dialog).getByText(/^5,00\s\$ de rabais$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
    expect(within(dialog).getByText('Offert aux États-Unis et au Canada seulement.')).toBeInTheDocument();
  });
});

describe('referralLink', () => {
  it('prefers the server’s link, else the sign-up page of this origin with the code', () => {
    expect(referralLink({ code: 'A-1', link: LINK })).toBe(LINK);
    expect(referralLink({ code: 'A-1', link: '' }, 'http://localhost:5173')).toBe(
      'http://localhost:5173/signupWithReferral/A-1',
    );
  });
});
