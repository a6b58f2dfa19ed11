import { browserStorage } from '../../lib/storage.ts';
import { safeReturnPath } from '../../lib/return-path.ts';

/**
 * Where a Discord link started, kept in this tab while the browser is at Discord: the
 * server says it too (with the state), but not to a state it cannot vouch for; then this
 * is where /DiscordCallback sends the user back.
 */
const KEY = 'discordReturnTo';

export function rememberDiscordReturn(path: string): void {
  try {
    browserStorage('session')?.setItem(KEY, path);
  } catch {
    // Storage disabled: the server's returnTo still applies.
  }
}

export function takeDiscordReturn(): string | null {
  try {
    const storage = browserStorage('session');
    const path = storage?.getItem(KEY) ?? null;
    storage?.removeItem(KEY);
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
