import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, text } from './support/app.ts';
import { useBrowser, type Device } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { useServer } from './support/server.ts';

// No jump on load (issue 11: Lighthouse measured CLS 0.915 on /home and /partners). The
// boot splash and the first paint take the final layout's places, so the cumulative layout
// shift of a cold load stays under 0.1, Lighthouse's "good".

/** Yesterday, today and tomorrow in UTC: today is a double-bucks day in every time zone. */
function aroundToday(): string {
  const day = 86_400_000;
  return [-1, 0, 1].map((n) => new Date(Date.now() + n * day).toISOString().slice(0, 10)).join(',');
}

// A double-bucks day: its banner arrives with the settings, after the first paint, on every page.
const server = useServer({ env: { ORDER_SIMULATOR: 'false', DOUBLE_BUCKS_DATES: aroundToday() } });
const browser = useBrowser();

const GOOD_CLS = 0.1;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/** How late every API answer arrives: data after the first paint, as on a real network. */
const SLOW_API_MS = 400;

/**
 * Holds back every API answer (the event stream aside) so data always lands after the
 * page's first paint: a place not kept for it shows as a shift every time, not only when
 * the machine happens to be slow (a chip row that wrapped when its cuisines arrived did).
 */
async function slowApi(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/events'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_API_MS));
      await route.fallback();
    },
  );
}

/** Layout shifts from the very start of the document (an init script), as Lighthouse counts them: none after input. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__shifts = shifts;
    interface LayoutShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }
    const describeNode = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.id ? `#${node.id}` : '';
      const cls = typeof node.className === 'string' && node.className ? `.${node.className.split(' ').join('.')}` : '';
      return `${node.tagName.toLowerCase()}${id}${cls}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describeNode(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until no request is in flight for a moment (the event stream, open for good, aside):
 * the page's code, texts, data and pictures have all arrived.
 */
async function loadUntilQuiet(page: Page, url: string): Promise<void> {
  const inFlight = new Set<unknown>();
  const track = (request: { url(): string }) => {
    if (!request.url().includes('/api/events')) inFlight.add(request);
  };
  const done = (request: unknown) => inFlight.delete(request);
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await openApp(page, url);
    // At most 15 s: a page that polls is as settled as it gets by then.
    const start = Date.now();
    let quietSince = start;
    while (Date.now() - quietSince < 750 && Date.now() - start < 15_000) {
      await page.waitForTimeout(100);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off('request', track);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

/** Loads the page and lets it settle: its data loaded, its pictures decoded. */
async function loadAndSettle(page: Page, url: string): Promise<void> {
  await loadUntilQuiet(page, url);
  await page.evaluate(async () => {
    // A lazy picture out of view never loads, so its decode() would never settle.
    const loading = [...document.images].filter((img) => img.complete || img.loading !== 'lazy');
    await Promise.all(loading.map((img) => img.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The double-bucks banner showed (the shift it could cause was measured, not skipped). */
async function expectBanner(page: Page, path: string): Promise<void> {
  const title = text('en', 'rewards', 'banner.title').replace('{{multiplier}}', '2X');
  const banner = page.getByRole('region', { name: title });
  expect(await banner.isVisible(), `${path}: the double-bucks banner`).toBe(true);
}

async function cumulativeShift(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => window.__shifts ?? []);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

const PUBLIC_PAGES = ['/home', '/partners', '/nearby'];
const SIGNED_IN_PAGES = ['/dashboard', '/home', '/partners', '/nearby'];
const DEVICES: Device[] = ['desktop', 'phone'];

/** A visitor's cold load of `path` on `device` shifts less than GOOD_CLS, the banner included. */
async function expectCalmVisitorLoad(device: Device, path: string): Promise<void> {
  const page = await browser.newPage({ device });
  await recordShifts(page);
  await slowApi(page);
  await loadAndSettle(page, `${server.url}${path}`);
  await expectBanner(page, path);
  const { cls, shifts } = await cumulativeShift(page);
  expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThan(GOOD_CLS);
}

describe.each(DEVICES)('cold loads on a %s', (device) => {
  for (const path of PUBLIC_PAGES) {
    it(`${path} as a visitor shifts less than ${GOOD_CLS}`, { timeout: 60_000 }, () =>
      expectCalmVisitorLoad(device, path),
    );
  }

  // Issue 17: the server's shell of the page (its picture and name), then the app's page over it.
  it(`a restaurant’s page as a visitor shifts less than ${GOOD_CLS}`, { timeout: 60_000 }, async () =>
    expectCalmVisitorLoad(device, `/nearby/${await demoPlaceId(server.url)}`),
  );

  it(
    `${SIGNED_IN_PAGES.join(', ')} signed in (with an address) shift less than ${GOOD_CLS}`,
    { timeout: 150_000 },
    async () => {
      const me = await Customer.create(server.url, `e2e-cls-${device}@example.com`);
      await me.addAddress({ label: 'Home' });
      const page = await me.signIn(browser, { device });
      await recordShifts(page);
      await slowApi(page);
      for (const path of SIGNED_IN_PAGES) {
        await loadAndSettle(page, `${server.url}${path}`);
        await expectBanner(page, path);
        const { cls, shifts } = await cumulativeShift(page);
        expect(cls, `${path}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(GOOD_CLS);
      }
    },
  );
});
