import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

declare global {
  interface Window {
    __e2eReportCsp?: (report: string) => void;
  }
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium package (apt-get install -y chromium)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  /** Browser language, e.g. 'fr-CA'; it drives the app's language detection. */
  locale?: string;
  /** Console errors a test expects (e.g. failed requests while the server is down). */
  allowConsoleErrors?: RegExp[];
  /** The device: a desktop window (1366×900, the default), a phone (390×844, touch) or a tablet (768×1024, touch). */
  device?: Device;
}

export type Device = 'desktop' | 'phone' | 'tablet';

/** The two sizes the app is tried at: a laptop and a phone held upright. */
export const DEVICES = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

interface Watched {
  context: BrowserContext;
  csp: Set<string>;
  pageErrors: string[];
  consoleErrors: string[];
}

export interface BrowserSession {
  /** A page in a fresh context (no cookies, no storage), watched for CSP violations and errors. */
  newPage(options?: PageOptions): Promise<Page>;
  /** CSP violations seen so far in the page's context. */
  cspViolations(page: Page): string[];
  /** For a test that provokes violations on purpose, once it has checked them. */
  clearCspViolations(page: Page): void;
}

const CSP_CONSOLE = /Content Security Policy/i;

async function watchContext(context: BrowserContext, options: PageOptions): Promise<Watched> {
  const watched: Watched = { context, csp: new Set(), pageErrors: [], consoleErrors: [] };
  // Bindings and init scripts go through the DevTools protocol, so the page's CSP does not block them.
  await context.exposeBinding('__e2eReportCsp', (_source, report: string) => {
    watched.csp.add(report);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      window.__e2eReportCsp?.(
        `${event.effectiveDirective} blocked ${blocked} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const where = message.page()?.url() ?? '';
    if (CSP_CONSOLE.test(text)) watched.csp.add(text);
    else if (!options.allowConsoleErrors?.some((re) => re.test(text))) watched.consoleErrors.push(`${where}: ${text}`);
  });
  context.on('weberror', (error) => {
    watched.pageErrors.push(`${error.page()?.url() ?? ''}: ${error.error().stack ?? error.error().message}`);
  });
  return watched;
}

function describeProblems(w: Watched): string | undefined {
  const parts = [
    ...[...w.csp].map((v) => `CSP violation: ${v}`),
    ...w.pageErrors.map((e) => `uncaught error: ${e}`),
    ...w.consoleErrors.map((e) => `console error: ${e}`),
  ];
  return parts.length > 0 ? parts.join('\n') : undefined;
}

/**
 * One Chromium per spec file, one context per page. After each test the contexts are
 * closed and the test fails if any page broke the CSP, threw, or logged an error.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let open: Watched[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const watched = open;
    open = [];
    await Promise.all(watched.map((w) => w.context.close()));
    const problems = watched.map(describeProblems).filter((p): p is string => p !== undefined);
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });

  return {
    async newPage(options = {}) {
      if (!browser) throw new Error('useBrowser(): newPage() is only available inside tests');
      const context = await browser.newContext({
        locale: options.locale ?? 'en-US',
        ...DEVICES[options.device ?? 'desktop'],
      });
      open.push(await watchContext(context, options));
      return context.newPage();
    },
    cspViolations(page) {
      return [...(open.find((w) => w.context === page.context())?.csp ?? [])];
    },
    clearCspViolations(page) {
      open.find((w) => w.context === page.context())?.csp.clear();
    },
  };
}
