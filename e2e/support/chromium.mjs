// Debian's Chromium as every browser test and benchmark launches it (e2e through
// playwright-core, Lighthouse through chrome-launcher): never a downloaded browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless on a shared CI machine: no sandbox (root), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
