/**
 * The browser's first `Intl.NumberFormat` or `Intl.DateTimeFormat` costs 30-100 ms in
 * Chromium (the locale data ICU builds once per renderer process: measured in a blank
 * page, decision 0037), the longest single piece of the app's start, paid in its first
 * render by whatever formats a price, a rating or an hour first. That data is shared by
 * the process's threads: a worker that builds one formatter while the app's code loads
 * leaves the main thread's first one at ~0.1 ms. Called first thing by the entry
 * (main.tsx). Where workers are missing or refused, the first formatter pays, as before.
 */
export function warmIntl(): void {
  if (typeof Worker === 'undefined') return;
  try {
    // The literal `new Worker(new URL(…, import.meta.url))` is what Vite bundles as a worker.
    new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module', name: 'warm-intl' });
  } catch {
    // A policy or a platform without module workers: nothing lost but the head start.
  }
}
