import fs from 'node:fs';
import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help'> & { targets: string[] };

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Lets entrance transitions end so colour contrast is measured on the final colours. */
async function settleAnimations(page: Page | Frame): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity && a.playState === 'running');
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 3_000)),
    ]);
  });
}

/**
 * Runs axe in the page (or one frame of it: an overlay window) and fails on serious or critical violations, naming each rule and
 * the elements. axe is evaluated through the DevTools protocol rather than a <script>
 * tag, so the page keeps its real CSP.
 */
export async function expectNoAxeViolations(page: Page | Frame): Promise<void> {
  await settleAnimations(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (): Promise<Violation[]> => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  const blocking = violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
  if (blocking.length > 0) {
    const lines = blocking.map((v) => `- ${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
    throw new Error(
      `axe found ${blocking.length} serious/critical violation(s) on ${page.url()}:\n${lines.join('\n')}`,
    );
  }
}
