/**
 * Checks `ready` every `intervalMs` until it answers true; past `timeoutMs`, fails with
 * `failure()` (called then, so it can describe the last state seen). For conditions another
 * process or connection brings about: a lock being waited on, a load balancer's view.
 */
export async function waitUntil(
  ready: () => Promise<boolean>,
  { timeoutMs, intervalMs, failure }: { timeoutMs: number; intervalMs: number; failure: () => string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
