import { useSyncExternalStore } from 'react';
import { browserStorage } from '../lib/storage.ts';

/**
 * Streamer mode: while on, the person's own details (e-mail, phone number, delivery
 * addresses) show masked on screen (components/private-text). A setting of this device,
 * not of the account (docs/decisions/0035-streamer-mode.md): it is the screen being
 * captured that matters, it works before sign-in, and logout keeps it. Kept in local
 * storage, so every tab and every overlay window follows a change (the storage event).
 */
export const STREAMER_MODE_KEY = 'streamerMode';

function readStored(): boolean {
  try {
    return browserStorage('local')?.getItem(STREAMER_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

// Held here too, so that the switch still works for this page when storage is disabled.
let on = readStored();
const listeners = new Set<() => void>();

function changed(next: boolean): void {
  if (next === on) return;
  on = next;
  for (const listener of [...listeners]) listener();
}

export function setStreamerMode(next: boolean): void {
  try {
    const storage = browserStorage('local');
    if (next) storage?.setItem(STREAMER_MODE_KEY, 'true');
    else storage?.removeItem(STREAMER_MODE_KEY);
  } catch {
    // Full or disabled storage: the mode holds for this page only.
  }
  changed(next);
}

/** Another tab or overlay window changed it (or cleared local storage). */
function onStorage(event: StorageEvent): void {
  if (event.key === STREAMER_MODE_KEY || event.key === null) changed(readStored());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

const offOnServer = () => false;

export function useStreamerMode(): boolean {
  // Off in the pre-rendered landing pages (issue 17); a visitor who turned it on sees it at hydration.
  return useSyncExternalStore(subscribe, () => on, offOnServer);
}
