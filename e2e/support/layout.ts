import type { Page } from 'playwright-core';

/**
 * The one check of "fits the width" (issue 11: /account was 1,070 px wide on a phone): the
 * document scrolls no wider than the window. Says how wide it is when it does not fit,
 * null when it fits, so a walk can list every page that fails rather than stop at one.
 */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  return scrollWidth > width! ? `${scrollWidth} px wide in a ${width} px window` : null;
}
