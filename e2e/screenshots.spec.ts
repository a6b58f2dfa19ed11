import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApp } from './support/app.ts';
import { useBrowser, type Device } from './support/browser.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { customerWithOrder, MAIN_PAGES, settle, useScreenshotFolder } from './support/screenshots.ts';
import { useServer } from './support/server.ts';

// The main pages at both sizes, as a new customer sees them: the pictures in docs/screenshots
// (README "Screenshots"). `UPDATE_SCREENSHOTS=1` writes them there; otherwise they go to a
// temporary folder, and the run still checks that every page rendered, settled (no request
// in flight, no skeleton left) and fits the width.
const server = useServer({ env: { ORDER_SIMULATOR: 'false' } });
const browser = useBrowser();
const outDir = useScreenshotFolder();

async function shoot(device: Device): Promise<void> {
  const { me, ids } = await customerWithOrder(server.url, `e2e-shots-${device}@example.com`);
  const visitor = await browser.newPage({ device });
  const customer = await me.signIn(browser, { device });
  for (const shot of MAIN_PAGES) {
    const page = shot.signedIn ? customer : visitor;
    await openApp(page, `${server.url}${shot.path(ids)}`);
    await settle(page);
    expect(await sidewaysOverflow(page), `${shot.name} on a ${device}`).toBeNull();
    await page.screenshot({ path: path.join(outDir, `${device}-${shot.name}.png`), animations: 'disabled' });
  }
}

describe('screenshots of the main pages', () => {
  // Ten pages, each waited on until it has settled: longer than one screen's test.
  it('on a desktop (1366×900)', { timeout: 180_000 }, async () => {
    await shoot('desktop');
  });
  it('on a phone (390×844)', { timeout: 180_000 }, async () => {
    await shoot('phone');
  });
});
