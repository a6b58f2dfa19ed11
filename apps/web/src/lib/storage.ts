import { logger } from './logger.ts';

export type StorageKind = 'local' | 'session';

/** Key of the stored session (spec section 3): { accessToken, refreshToken, userInfo }. */
export const SESSION_KEY = 'user';

/**
 * The browser storage of that kind, or null when there is none. Merely reading
 * `window.localStorage` throws a SecurityError when storage is disabled (some private
 * modes, blocked third-party frames), so every access goes through here.
 */
export function browserStorage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** Parsed JSON under `key`, or null when absent, unreadable or not JSON. */
export function readJson(kind: StorageKind, key: string): unknown {
  try {
    const raw = browserStorage(kind)?.getItem(key);
    return raw === null || raw === undefined ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/**
 * Stores `value` as JSON. Returns false instead of throwing when storage is full or
 * disabled: losing a mirror only costs a reload's worth of state, a crash costs the app.
 */
export function writeJson(kind: StorageKind, key: string, value: unknown): boolean {
  try {
    const storage = browserStorage(kind);
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    logger.warn(`storage: could not write ${kind}Storage '${key}'`, error);
    return false;
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    browserStorage(kind)?.removeItem(key);
  } catch {
    // Nothing stored can be removed from a disabled storage.
  }
}

export function clearStorage(kind: StorageKind): void {
  try {
    browserStorage(kind)?.clear();
  } catch {
    // Same as removeItem.
  }
}

/**
 * Where the stored session lives: local storage if a saved ("remember me") user exists
 * there, otherwise session storage (spec sections 3 and 4).
 */
export function storedSessionKind(): StorageKind {
  try {
    return (browserStorage('local')?.getItem(SESSION_KEY) ?? null) !== null ? 'local' : 'session';
  } catch {
    return 'session';
  }
}

/** The raw stored session and where it was found, local storage first. */
export function readStoredSession(): { value: unknown; kind: StorageKind } | null {
  for (const kind of ['local', 'session'] as const) {
    const value = readJson(kind, SESSION_KEY);
    if (value !== null) return { value, kind };
  }
  return null;
}

/** Saves the session in one storage and drops any copy in the other, so restore never reads a stale one. */
export function saveStoredSession(session: unknown, kind: StorageKind): void {
  writeJson(kind, SESSION_KEY, session);
  removeItem(kind === 'local' ? 'session' : 'local', SESSION_KEY);
}

/** Rewrites the stored session where it already lives (token refresh, phone change). */
export function updateStoredSession(session: unknown): void {
  writeJson(storedSessionKind(), SESSION_KEY, session);
}

export function removeStoredSession(): void {
  removeItem('local', SESSION_KEY);
  removeItem('session', SESSION_KEY);
}
