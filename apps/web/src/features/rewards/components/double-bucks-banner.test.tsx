import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BANNER_DISMISSED_KEY, todayIn } from '../hooks/use-double-bucks-today.ts';
import { renderRewards, resetRewardsTest, testSettings } from '../test/render-rewards.tsx';
import { DoubleBucksBanner } from './double-bucks-banner.tsx';

afterEach(() => {
  resetRewardsTest();
});

// 15:00 in New York on July 3rd, 2026.
const JULY_3 = () => new Date('2026-07-03T19:00:00Z');
const env = (doubleBucksDates: string[]) => ({ ...testSettings, doubleBucksDates });

describe('DoubleBucksBanner', () => {
  it('shows on a double-bucks date, as a named region', async () => {
    await renderRewards(<DoubleBucksBanner now={JULY_3} />, { env: env(['2026-07-01', '2026-07-03']) });
    const banner = await screen.findByRole('region', { name: "It's a double-bucks day!" });
    expect(banner).toHaveTextContent('Every hour of gaming earns 100 bucks today instead of 50.');
  });

  it('stays hidden on other dates and without settings', async () => {
    await renderRewards(<DoubleBucksBanner now={JULY_3} />, { env: env(['2026-07-04']) });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    cleanup();
    resetRewardsTest();
    await renderRewards(<DoubleBucksBanner now={JULY_3} />, { env: null });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('counts days in the zone the dates are defined in', async () => {
    // 22:00 on July 3rd in New York is already July 4th in UTC.
    const lateEvening = () => new Date('2026-07-04T02:00:00Z');
    expect(todayIn('America/New_York', lateEvening())).toBe('2026-07-03');
    expect(todayIn('UTC', lateEvening())).toBe('2026-07-04');
    await renderRewards(<DoubleBucksBanner now={lateEvening} />, { env: env(['2026-07-04']) });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('falls back to the user’s zone for a zone this runtime does not know', () => {
    expect(todayIn('Mars/Olympus_Mons', JULY_3())).toMatch(/^2026-07-0[34]$/);
  });

  it('hides for the rest of the day when dismissed, and comes back the next double-bucks day', async () => {
    const { user } = await renderRewards(<DoubleBucksBanner now={JULY_3} />, {
      env: env(['2026-07-03', '2026-07-10']),
    });
    const banner = await screen.findByRole('region');
    await user.click(within(banner).getByRole('button', { name: 'Hide for today' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(localStorage.getItem(BANNER_DISMISSED_KEY)).toBe('2026-07-03');

    cleanup();
    resetRewardsTest();
    await renderRewards(<DoubleBucksBanner now={JULY_3} />, { env: env(['2026-07-03', '2026-07-10']) });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    cleanup();
    resetRewardsTest();
    const nextWeek = () => new Date('2026-07-10T19:00:00Z');
    await renderRewards(<DoubleBucksBanner now={nextWeek} />, { env: env(['2026-07-03', '2026-07-10']) });
    expect(await screen.findByRole('region')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderRewards(<DoubleBucksBanner now={JULY_3} />, { env: env(['2026-07-03']), lng: 'fr' });
    const banner = await screen.findByRole('region', { name: 'C’est une journée bucks doubles!' });
    expect(within(banner).getByRole('button', { name: 'Masquer pour aujourd’hui' })).toBeInTheDocument();
  });
});
