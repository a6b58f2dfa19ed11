import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../features/auth/auth-slice.ts';
import {
  currentLocation,
  meal,
  renderDashboard,
  resetDashboardTest,
} from '../features/meals/test/render-dashboard.tsx';
import { SCROLL_RESTORE_MAX_FRAMES } from '../hooks/use-kept-scroll-position.ts';

/**
 * jsdom has no layout: the window's scroll position is what the page last scrolled to, the
 * page's height is what the test says, and animation frames run when the test says.
 */
let scrollY = 0;
let pageHeight = 0;
let frames = new Map<number, FrameRequestCallback>();
let nextFrame = 1;
beforeEach(() => {
  scrollY = 0;
  pageHeight = 3000;
  frames = new Map();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => frames.delete(id));
});

afterEach(() => {
  vi.restoreAllMocks();
  resetDashboardTest();
});

function runFrames(count: number) {
  for (let i = 0; i < count; i += 1) {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(performance.now());
  }
}

/** The dashboard left at 420 px and come back to, the page `heightOnReturn` tall at first. */
async function leaveAndReturn(heightOnReturn: number) {
  const view = await renderDashboard('/dashboard', { meals: [meal(1, 'Friday pizza', true, 0)] });
  await screen.findByText('Friday pizza');
  scrollY = 420;
  await view.user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  await waitFor(() => expect(currentLocation()).toBe('/elsewhere'));
  expect(view.store.getState().auth.scrollYPosition).toBe(420);

  scrollY = 0;
  pageHeight = heightOnReturn;
  vi.mocked(window.scrollTo).mockClear();
  await view.user.click(screen.getByRole('link', { name: 'Back without the flag' }));
  await screen.findByText('Friday pizza');
  return view;
}

describe('the dashboard keeps its scroll position (auth.scrollYPosition, spec sections 3 and 4)', () => {
  it('comes back where it was left, and forgets it on logout', async () => {
    const { store } = await leaveAndReturn(3000);
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 420);
    expect(scrollY).toBe(420);

    store.dispatch(logout());
    expect(store.getState().auth.scrollYPosition).toBe(0);
  });

  it('waits for the content to be tall enough, then scrolls once and never again', async () => {
    await leaveAndReturn(900);
    runFrames(5);
    expect(window.scrollTo).not.toHaveBeenCalled();
    // innerHeight is 768: 1188 px of page reach 420.
    pageHeight = 1188;
    runFrames(1);
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 420);
    pageHeight = 4000;
    runFrames(SCROLL_RESTORE_MAX_FRAMES);
    expect(window.scrollTo).toHaveBeenCalledOnce();
    expect(frames.size).toBe(0);
  });

  it('gives up waiting after a bounded number of frames: scrolls as far as it can, once', async () => {
    await leaveAndReturn(900);
    runFrames(SCROLL_RESTORE_MAX_FRAMES - 2);
    expect(window.scrollTo).not.toHaveBeenCalled();
    runFrames(1);
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 420);
    expect(frames.size).toBe(0);
  });

  it('never fights a person who scrolls first', async () => {
    await leaveAndReturn(900);
    runFrames(3);
    fireEvent.wheel(window, { deltaY: 120 });
    scrollY = 120;
    pageHeight = 4000;
    runFrames(SCROLL_RESTORE_MAX_FRAMES);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(120);
  });
});
