import { createRequire } from 'node:module';

/**
 * A module the server needs only for some requests (image resizing, SMTP, Stripe's SDK),
 * loaded the first time it is needed instead of at start-up: each of them costs 70–150 ms
 * of module loading, which the start-up benchmark counts (decision 0038). A failed load is
 * not kept, so the next use tries again.
 *
 * `installed` names the package the load imports: it is looked up (not loaded) at once, so
 * a missing install still stops the server at start-up, as the static import did. What
 * only loading finds (a native binary built for another platform) shows at first use.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>, installed?: string): () => Promise<T> {
  if (installed) createRequire(import.meta.url).resolve(installed);
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
