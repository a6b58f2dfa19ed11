import type { Language } from '../lib/i18n.ts';
import type { AuthState, UserInfo } from '../features/auth/auth-slice.ts';
import type { GameRunSummary } from '../features/rewards/game-tracking/game-run-summary.ts';
import type { TrackerSnapshot } from '../features/rewards/game-tracking/session-tracker.ts';

/** Something to tell a player in game: an order update, bucks earned, a challenge done. */
export interface InGameNotice {
  id: string;
  kind: 'order' | 'reward';
  title: string;
  body: string;
  /** The order the notice is about: the desktop window opens it. */
  orderId?: string;
  /** The server notification it shows, marked read when the player reads it. */
  notificationId?: number;
}

/**
 * Every message the overlay's windows exchange (spec section 3: the cross-window message
 * codes), with its payload (lib/overwolf/message-bus.ts).
 */
export interface OverlayMessages extends Record<string, unknown> {
  /** Signed in (the overlay login path): every window takes the auth state and moves to the meals display. */
  LOGGED_IN: { auth: AuthState };
  /** Signed out: every window drops the session and moves to the login. */
  LOGGED_OUT: null;
  /** The user's settings changed in one window (tracking, ads, anonymous mode): the others follow. */
  USER_INFO: { userInfo: UserInfo };
  REFRESH_CURRENT_LOCATION: null;
  CHANGE_LANGUAGE: { language: Language };
  NOTIFICATION_IN_GAME: InGameNotice;
  /** A notice was read in game; `notificationId`, the server notification it showed (now read). */
  NOTIFICATION_READ: { id: string; notificationId?: number };
  /** The background's game tracking, for the timers and the trackingGame flag. */
  TRACKING_STATE: TrackerSnapshot;
  /** A game run ended: the game-ended dialog. */
  GAME_SESSION_ENDED: GameRunSummary;
  /** Another window asks for the tracking state (it just opened). */
  TRACKING_STATE_REQUEST: null;
  /** Development builds: the development window stands in for the host's game events. */
  DEV_GAME: { event: 'launch' | 'quit' | 'input'; classId?: number; title?: string };
}
