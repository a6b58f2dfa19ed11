/**
 * Resolves in a later task (a timer of 0 ms): what runs after it can let the browser paint and
 * answer input first. Used where the app's start would otherwise be one long task (issue 17).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts each load in a task of its own, the first at once, and gives back their promises
 * (not awaited, each failure left to the caller: one that fails before the last has started
 * is not reported as unhandled meanwhile). For dynamic imports: each adds a <link> for
 * every chunk it needs (Vite's preload helper), a resource request each. A cold start's ~25
 * in one go made one task of 100-300 ms at Lighthouse's 4x CPU, 120 ms of it appending the
 * links (a trace of /partners, issue 17).
 */
export async function startInTurns(
  loads: readonly (() => Promise<unknown>)[],
  turn: () => Promise<void> = nextTask,
): Promise<Promise<unknown>[]> {
  const started: Promise<unknown>[] = [];
  for (const [i, load] of loads.entries()) {
    if (i > 0) await turn();
    const loading = load();
    loading.catch(() => undefined);
    started.push(loading);
  }
  return started;
}
