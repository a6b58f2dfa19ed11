import { describe, expect, it } from 'vitest';
import { openApp } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';

const server = useServer();
const browser = useBrowser();

// Every spec that opens pages fails on any CSP violation (see support/browser.ts); this
// one proves the policy is enforced and that the watch would notice.
describe('content security policy', () => {
  it('blocks an injected inline script, and the violation is reported', async () => {
    const page = await browser.newPage();
    await openApp(page, `${server.url}/home`);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => browser.cspViolations(page).join('\n')).toMatch(/script-src/);
    browser.clearCspViolations(page);
  });

  it('blocks a script from another origin', async () => {
    const page = await browser.newPage({ allowConsoleErrors: [/ERR_BLOCKED_BY_CSP|ERR_NAME_NOT_RESOLVED/] });
    await openApp(page, `${server.url}/home`);
    await page.evaluate(async () => {
      const script = document.createElement('script');
      script.src = 'https://cdn.example.com/evil.js';
      const settled = new Promise((r) => script.addEventListener('error', r));
      document.head.append(script);
      await settled;
    });
    await expect.poll(() => browser.cspViolations(page).join('\n')).toMatch(/cdn\.example\.com/);
    browser.clearCspViolations(page);
  });
});
