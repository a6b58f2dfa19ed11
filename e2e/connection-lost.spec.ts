import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

// While the server or the network is down, Chromium logs each failed ping.
const NETWORK_ERRORS = [/net::ERR_(CONNECTION_REFUSED|INTERNET_DISCONNECTED|CONNECTION_RESET|EMPTY_RESPONSE)/];

const dialog = (page: Page) => page.getByRole('dialog', { name: text('en', 'common', 'connectionLost.title') });

/** The app checks the server when the browser reports a network change (and every 5 minutes). */
const announceNetworkChange = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('online')));

describe('connection lost', () => {
  it('shows the dialog when the server stops answering, and Retry clears it once it is back', async () => {
    const page = await browser.newPage({ allowConsoleErrors: NETWORK_ERRORS });
    await openApp(page, `${server.url}/home`);
    expect(await dialog(page).count()).toBe(0);

    await server.stop();
    try {
      await announceNetworkChange(page);
      await dialog(page).waitFor();
      expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
      await expectNoAxeViolations(page);

      // Still down: Retry keeps the dialog and says so.
      await dialog(page)
        .getByRole('button', { name: text('en', 'common', 'actions.retry') })
        .click();
      await dialog(page)
        .getByText(text('en', 'common', 'connectionLost.stillOffline'))
        .waitFor();
    } finally {
      await server.restart();
    }

    await dialog(page)
      .getByRole('button', { name: text('en', 'common', 'actions.retry') })
      .click();
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('shows the dialog when the browser goes offline and clears it when it is back online', async () => {
    const page = await browser.newPage({ allowConsoleErrors: NETWORK_ERRORS });
    await openApp(page, `${server.url}/home`);
    await page.context().setOffline(true);
    await dialog(page).waitFor();
    await page.context().setOffline(false);
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('Close dismisses the dialog and gives the focus back to where it was', async () => {
    const page = await browser.newPage({ allowConsoleErrors: NETWORK_ERRORS });
    await openApp(page, `${server.url}/home`);
    const signup = page.getByRole('main').getByRole('link', { name: text('en', 'home', 'hero.signup') });
    await signup.focus();
    await page.context().setOffline(true);
    await dialog(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    // The dialog's action, not its corner close button (both are named Close).
    await dialog(page)
      .getByRole('button', { name: text('en', 'common', 'actions.close') })
      .last()
      .click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await signup.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().setOffline(false);
  });

  it('Escape dismisses the dialog too', async () => {
    const page = await browser.newPage({ allowConsoleErrors: NETWORK_ERRORS });
    await openApp(page, `${server.url}/home`);
    await page.context().setOffline(true);
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.context().setOffline(false);
  });
});
