import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { openApp, text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { Customer, MONTREAL_ADDRESS } from './support/customer.ts';
import { useServer } from './support/server.ts';

// Streamer mode (decision 0035): switched on this device, it masks the person's own
// details on every page that shows them, and the pages stay accessible with it on.

const server = useServer();
const browser = useBrowser();
const common = (key: string) => text('en', 'common', key);

describe('streamer mode', () => {
  it('switched on in the preferences, masks the e-mail and the addresses; one click in the header turns it off', async () => {
    const me = await Customer.create(server.url, 'e2e-streamer@example.com');
    await me.addAddress({ label: 'Home' });
    const page = await me.signIn(browser);

    await openApp(page, `${server.url}/account/preferences`);
    const streamer = page.getByRole('switch', { name: common('streamer.mode') });
    await streamer.click();
    expect(await streamer.getAttribute('aria-checked')).toBe('true');
    await expectNoAxeViolations(page);

    await openApp(page, `${server.url}/account`);
    const profile = page.getByRole('region', { name: text('en', 'account', 'overview.profile.title') });
    await profile.getByText('*'.repeat(me.email.length)).waitFor();
    expect(await profile.getByText(me.email).count()).toBe(0);
    await expectNoAxeViolations(page);

    await openApp(page, `${server.url}/addresses`);
    const home = page.getByRole('article', { name: /Home/ });
    await home.getByText('*'.repeat(MONTREAL_ADDRESS.line1.length)).waitFor();
    expect(await home.getByText(MONTREAL_ADDRESS.line1).count()).toBe(0);
    await expectNoAxeViolations(page);
    await home.getByRole('button', { name: 'Show Home' }).click();
    await home.getByText(MONTREAL_ADDRESS.line1).waitFor();

    // The header's toggle (kept on this device: a reload still has it).
    const toggle = page.getByRole('button', { name: common('streamer.mode') });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await openApp(page, `${server.url}/account`);
    await profile.getByText(me.email).waitFor();
  });
});
