/**
 * A module the server needs only for some requests (image resizing, SMTP, Stripe's SDK),
 * loaded the first time it is needed instead of at start-up: each of them costs 70–150 ms
 * of module loading, which the start-up benchmark counts (decision 0038). A failed load is
 * not kept, so the next use tries again.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
