import type { SafeAreaInsets } from './platform.ts';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/**
 * The safe-area insets as the web view gives them to CSS (env(safe-area-inset-*), with
 * viewport-fit=cover in index.html): a hidden probe padded by them, measured.
 */
export function readSafeAreaInsets(doc: Document = document): SafeAreaInsets {
  const probe = doc.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = `position:fixed;visibility:hidden;pointer-events:none;${SIDES.map(
    (side) => `padding-${side}:env(safe-area-inset-${side},0px)`,
  ).join(';')}`;
  doc.body.append(probe);
  const style = getComputedStyle(probe);
  const px = (side: (typeof SIDES)[number]) =>
    Math.round(Number.parseFloat(style.getPropertyValue(`padding-${side}`)) || 0);
  const insets = { top: px('top'), right: px('right'), bottom: px('bottom'), left: px('left') };
  probe.remove();
  return insets;
}
