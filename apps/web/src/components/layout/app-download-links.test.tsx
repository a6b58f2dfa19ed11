import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { webPlatform } from '../../lib/platform/web-platform.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AppDownloadLinks } from './app-download-links.tsx';

describe('AppDownloadLinks', () => {
  it('offers the stores and the overlay on the web', async () => {
    await renderWithProviders(<AppDownloadLinks platform={webPlatform} />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('inside the mobile apps, rates the app in its store instead', async () => {
    const openReviewPage = vi.fn();
    await renderWithProviders(<AppDownloadLinks platform={{ ...webPlatform, isMobile: true, openReviewPage }} />);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rate PlayEats in the store' }));
    expect(openReviewPage).toHaveBeenCalledTimes(1);
  });
});
