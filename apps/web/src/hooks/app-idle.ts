import { useSyncExternalStore } from 'react';

/**
 * The app's one idle flag (spec section 4), set by the IdleWatcher the app mounts once
 * (app/idle-watcher.tsx, on useIdle) and read by what pauses while nobody is there:
 * the notification poller, the event stream, and every polling query (through
 * TanStack's focus manager). A window that mounts no watcher is never idle.
 */
let idle = false;
const listeners = new Set<() => void>();

export function setAppIdle(next: boolean): void {
  if (next === idle) return;
  idle = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pre-rendered landing pages (issue 17) render an active app. */
const notIdleOnServer = () => false;

export function useAppIdle(): boolean {
  return useSyncExternalStore(subscribe, () => idle, notIdleOnServer);
}
