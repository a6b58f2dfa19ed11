import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../features/auth/auth-slice.ts';
import {
  currentLocation,
  meal,
  renderDashboard,
  resetDashboardTest,
} from '../features/meals/test/render-dashboard.tsx';

/** jsdom has no layout: the window's scroll position is what the page last scrolled to. */
let scrollY = 0;
beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
});

afterEach(() => {
  vi.restoreAllMocks();
  resetDashboardTest();
});

describe('the dashboard keeps its scroll position (auth.scrollYPosition, spec sections 3 and 4)', () => {
  it('comes back where it was left, and forgets it on logout', async () => {
    const { user, store } = await renderDashboard('/dashboard', { meals: [meal(1, 'Friday pizza', true, 0)] });
    await screen.findByText('Friday pizza');
    scrollY = 420;
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(currentLocation()).toBe('/elsewhere'));
    expect(store.getState().auth.scrollYPosition).toBe(420);

    scrollY = 0;
    await user.click(screen.getByRole('link', { name: 'Back without the flag' }));
    await screen.findByText('Friday pizza');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 420);
    expect(scrollY).toBe(420);

    store.dispatch(logout());
    expect(store.getState().auth.scrollYPosition).toBe(0);
  });
});
