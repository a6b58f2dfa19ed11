import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientType } from '@playeats/domain/constants';
import { localeResources } from '../../../test/i18n.ts';
import { fakePlatform, mockScreen, resetScreen } from '../test/fake-platform.ts';
import { renderRewards, resetRewardsTest } from '../test/render-rewards.tsx';
import type { RewardsPlatform } from '../rewards-platform.ts';
import { BucksExplainerModal } from './bucks-explainer-modal.tsx';

afterEach(() => {
  resetRewardsTest();
  resetScreen();
});

const INFO_EN =
  'Welcome to the PlayEats club! Bucks are the PlayEats currency: you earn them while you game and spend them on your meals.';

function Harness({ platform, onClose = () => undefined }: { platform: RewardsPlatform; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open explainer
      </button>
      <BucksExplainerModal
        open={open}
        platform={platform}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

async function renderExplainer(options: Parameters<typeof renderRewards>[1] & { platform?: RewardsPlatform } = {}) {
  const { platform = fakePlatform().platform, ...rest } = options;
  const onClose = vi.fn();
  const view = await renderRewards(<Harness platform={platform} onClose={onClose} />, rest);
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog, onClose };
}

/** The text without the visually hidden parts. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const next = () => screen.getByRole('button', { name: 'Next' });

describe('BucksExplainerModal', () => {
  it('opens on page 1: the currency, the daily maximum from the settings and the rate; no back arrow', async () => {
    mockScreen(1280);
    const { dialog } = await renderExplainer();
    expect(dialog).toHaveAccessibleName('Bucks');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByText(INFO_EN)).toBeInTheDocument();
    expect(within(dialog).getByText('Earn up to 300 bucks a day.')).toBeInTheDocument();
    // What the screen shows; screen readers hear "1 hour of gaming gives 50 bucks".
    const rate = dialog.querySelector('.bucks-explainer__rate')!;
    expect(visibleText(rate)).toBe('1 hour of gaming -> 50 bucks');
    expect(rate).toHaveTextContent('1 hour of gaming ->gives 50 bucks');
    expect(within(dialog).getByText('1/4')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 4')).toHaveClass('visually-hidden');
    expect(within(dialog).queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(next()).toBeInTheDocument();
  });

  it('drops the first 30 characters of the info text on screens 640 px wide or less', async () => {
    mockScreen(640);
    const { dialog } = await renderExplainer();
    expect(within(dialog).getByText(INFO_EN.slice(30))).toBeInTheDocument();
    expect(within(dialog).queryByText(INFO_EN)).not.toBeInTheDocument();
  });

  it('keeps the whole info text at 641 px', async () => {
    mockScreen(641);
    const { dialog } = await renderExplainer();
    expect(within(dialog).getByText(INFO_EN)).toBeInTheDocument();
  });

  it.each(['en', 'fr'] as const)('has %s info text whose first 30 characters are a whole sentence to drop', (lng) => {
    const resources = localeResources()[lng]!.rewards as { explainer: { currency: { info: string } } };
    const info = resources.explainer.currency.info;
    expect(info.slice(0, 30)).toMatch(/[.!?] $/);
    expect(info.slice(30)).toMatch(/^\p{Lu}/u);
  });

  it('hides the maximum when no settings are loaded', async () => {
    const { dialog } = await renderExplainer({ env: null });
    expect(within(dialog).queryByText(/Earn up to/)).not.toBeInTheDocument();
  });

  it('walks the four pages with Next and Back; the counter follows; Okay on page 4 closes', async () => {
    mockScreen(1280);
    const { user, dialog, onClose } = await renderExplainer();

    await user.click(next());
    expect(within(dialog).getByText('2/4')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('How it works');
    const steps = within(dialog).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'How it works' })).toHaveFocus();

    const back = within(dialog).getByRole('button', { name: 'Previous page' });
    await user.click(back);
    expect(within(dialog).getByText('1/4')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();

    await user.click(next());
    await user.click(next());
    expect(within(dialog).getByText('3/4')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'A clock turning into bucks' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous page' })).toBeInTheDocument();

    await user.click(next());
    expect(within(dialog).getByText('4/4')).toBeInTheDocument();
    expect(within(dialog).getByText('2X')).toBeInTheDocument();
    expect(within(dialog).getByText(/earns 100 bucks instead of 50/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous page' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts again at page 1 when reopened', async () => {
    const { user, dialog } = await renderExplainer();
    await user.click(next());
    await user.click(next());
    expect(within(dialog).getByText('3/4')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open explainer' }));
    expect(within(await screen.findByRole('dialog')).getByText('1/4')).toBeInTheDocument();
  });

  describe('the download button of step 1', () => {
    const clients: ClientType[] = ['WEBAPP_CLIENT', 'IOS_CLIENT', 'ANDROID_CLIENT', 'OW_DESKTOP_CLIENT'];
    const cases = [1280, 640].flatMap((width) =>
      [false, true].flatMap((isOverlay) => clients.map((client) => ({ width, isOverlay, client }))),
    );

    it.each(cases)('width $width, overlay $isOverlay, $client', async ({ width, isOverlay, client }) => {
      mockScreen(width);
      const { user, dialog } = await renderExplainer({ platform: fakePlatform({ isOverlay, client }).platform });
      await user.click(next());
      const large = width > 640;
      const mobile = client === 'IOS_CLIENT' || client === 'ANDROID_CLIENT';
      const button = within(dialog).queryByRole('button', { name: 'Download the desktop app' });
      expect(Boolean(button)).toBe(large && !isOverlay && !mobile);
      expect(Boolean(within(dialog).queryByText('on PC'))).toBe(!large);
    });

    it('opens the overlay platform’s download page for the desktop extension', async () => {
      mockScreen(1280);
      const { platform } = fakePlatform();
      const { user, dialog } = await renderExplainer({ platform });
      await user.click(next());
      await user.click(within(dialog).getByRole('button', { name: 'Download the desktop app' }));
      expect(platform.openExternal).toHaveBeenCalledWith('https://www.overwolf.com/app/playeats');
    });

    it('says "sur PC" in French on small screens', async () => {
      mockScreen(400);
      const { user, dialog } = await renderExplainer({ lng: 'fr' });
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      expect(within(dialog).getByText('sur PC')).toBeInTheDocument();
    });
  });

  it('gives the French layout extra top spacing', async () => {
    const { dialog } = await renderExplainer({ lng: 'fr' });
    expect(dialog.querySelector('.bucks-explainer')).toHaveClass('bucks-explainer--fr');
    expect(within(dialog).getByText('Gagnez jusqu’à 300 bucks par jour.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('has no French spacing in English', async () => {
    const { dialog } = await renderExplainer();
    expect(dialog.querySelector('.bucks-explainer')).not.toHaveClass('bucks-explainer--fr');
  });
});
