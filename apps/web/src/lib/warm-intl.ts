/**
 * The browser's first `Intl.NumberFormat` or `Intl.DateTimeFormat` costs 30-100 ms in
 * Chromium (the locale data ICU builds once per renderer process, decision 0037), paid in
 * the app's first render by whatever formats a price, a rating or an hour first. That data
 * is the process's, shared by its threads: a worker that formats once while the app's code
 * loads leaves the main thread's first formatter at a fraction of a millisecond. Called
 * first thing by the entry (main.tsx), with the page's language. Where workers are missing
 * or refused, the first formatter pays, as before.
 */
export function warmIntl(language: string): void {
  try {
    // The literal `new Worker(new URL(…, import.meta.url))` is what Vite bundles as a worker.
    const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module', name: 'warm-intl' });
    worker.postMessage(language);
  } catch {
    // No Worker, a policy or a platform without module workers: nothing lost but the head start.
  }
}
