import { useEffect, useReducer } from 'react';
import { loadChunk } from './lazy-page.ts';

/**
 * A code-split module the app needs only now and then (the error dialog, the
 * connection-lost dialog) but must be able to show at any moment, even offline. It stays
 * out of the first paint, is fetched when the browser is idle, and once loaded is used
 * synchronously.
 */
export interface Preloadable<M> {
  /** Starts (or joins) the load; a failed load can be tried again. */
  load(): Promise<M>;
  /** The module once it has loaded. */
  loaded(): M | undefined;
}

export function preloadable<M>(importer: () => Promise<M>): Preloadable<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load() {
      pending ??= loadChunk(importer).then(
        (m) => (module = m),
        (err: unknown) => {
          pending = undefined;
          throw err;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/** The module when it is loaded; starts loading it while `needed` and re-renders when it arrives. */
export function usePreloadable<M>(item: Preloadable<M>, needed: boolean): M | undefined {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const module = item.loaded();
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    item.load().then(
      () => live && arrived(),
      (err: unknown) => console.error('A part of the app failed to load', err),
    );
    return () => {
      live = false;
    };
  }, [item, module, needed]);
  return module;
}

/** Fetches the modules once the first paint is done and the browser is idle. */
export function preloadWhenIdle(items: readonly Preloadable<unknown>[]): () => void {
  const run = () => {
    for (const item of items) item.load().catch(() => undefined); // tried again when needed
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1_000);
  return () => clearTimeout(timer);
}
