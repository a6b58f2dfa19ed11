import type { SessionDto } from '@playeats/contracts/auth';
import { APPLICATION_VERSION, isCapacitorBuild, isOverwolfBuild } from '../../lib/build-info.ts';
import { platform } from '../../lib/platform/index.ts';
import { toSessionUserInfo, type Session } from './auth-slice.ts';

/** Where a sign-in leads when nothing asked for another page. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * "Remember me" starts ticked where the app is installed (overlay, mobile): those are
 * personal devices and signing in on every start would be a chore. On the web, where a
 * computer may be shared, it starts unticked.
 */
export const REMEMBER_BY_DEFAULT = isOverwolfBuild || isCapacitorBuild;

/** The client identification every sign-in call carries (spec section 7). */
export function clientInfo() {
  return { application: platform.clientType(), applicationVersion: APPLICATION_VERSION };
}

/** A sign-in answer as the login action takes it (expiresIn is the server's business). */
export function toSession(dto: SessionDto): Session {
  return { accessToken: dto.accessToken, refreshToken: dto.refreshToken, userInfo: toSessionUserInfo(dto.userInfo) };
}

/**
 * The `next` query parameter, if it is a path of this app: it must start with a single
 * '/' and stay on this origin once resolved, so /login?next=//evil.com (a protocol-relative
 * URL) or /\evil.com (browsers read '\' as '/') cannot send a fresh sign-in elsewhere.
 */
export function safeNextPath(raw: string | null | undefined, origin = globalThis.location?.origin): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are dropped by URL parsers and can hide a '//'.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const base = origin && origin !== 'null' ? origin : 'http://localhost';
  try {
    const url = new URL(raw, base);
    if (url.origin !== new URL(base).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `/login?next=<path>` for a page that needs a signed-in user. */
export function loginPathFor(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
