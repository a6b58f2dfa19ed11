// Lighthouse (the npm package, default mobile config: a Moto G Power on slow 4G, simulated
// throttling) against Debian's Chromium, launched headless by chrome-launcher. One Chromium
// serves every audit of a run; each audit starts cold (Lighthouse clears the origin's
// storage and caches first).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Audits of one page before a recording error fails the run. */
const ATTEMPTS = 3;

/** The metrics printed beside the scores (information only). */
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
};

/**
 * @typedef {{ performance: number, accessibility: number, lcpMs: number, tbtMs: number,
 *   cls: number, fcpMs: number, speedIndexMs: number, failedAudits: string[] }} Audit
 */

/** @param {import('lighthouse').Result} lhr @returns {Audit} */
export function summarize(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]),
  );
  // The accessibility audits that failed, by id: what to fix when the score is below 1.
  const failedAudits = lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    performance: lhr.categories.performance.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility.score ?? Number.NaN,
    ...metrics,
    failedAudits,
  };
}

/**
 * Opens Chromium, hands back `audit(url)`, and closes it whatever happens.
 * @template T
 * @param {(audit: (url: string) => Promise<{ summary: Audit, lhr: import('lighthouse').Result }>) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withLighthouse(use) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    return await use(async (url) => {
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        // A trace that went wrong (NO_NAVSTART, NO_FCP on a busy machine): Lighthouse says to run again.
        if (result.lhr.runtimeError && attempt < ATTEMPTS) continue;
        return { summary: summarize(result.lhr), lhr: result.lhr };
      }
    });
  } finally {
    chrome.kill();
  }
}
