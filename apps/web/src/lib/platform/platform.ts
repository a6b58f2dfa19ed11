import type { ClientType } from '@playeats/domain/constants';
import type { PushChannel } from './push-channel.ts';

/** Pixels the host's bars and rounded corners cover on each side (spec section 3, info). */
export interface SafeAreaInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What a platform that runs beside the app (the mobile wrapper) may ask of it, once it has started. */
export interface PlatformHost {
  /** The status bar's height and the safe-area insets, for the info state. */
  setInsets(statusBarHeight: number, insets: SafeAreaInsets): void;
  /** The route on screen, e.g. /dashboard. */
  currentPath(): string;
  /** Goes to a route of the app (deep links). */
  navigate(path: string): void;
  /** Goes back one entry in the router's history. */
  goBack(): void;
}

/**
 * What differs between the web, the mobile wrapper and the game overlay. Features talk
 * to this interface only; lib/platform/index.ts picks the implementation for the build.
 */
export interface Platform {
  readonly name: 'web' | 'capacitor' | 'overwolf';
  /** The client type sent to the API as `application`. */
  clientType(): ClientType;
  /** True inside the overlay host's environment (affects download buttons, ads, windows). */
  readonly isOverlay: boolean;
  /** True on iOS or Android. */
  readonly isMobile: boolean;
  /** Copies text to every clipboard the platform has (browser, and the overlay host's). */
  copyToClipboard(text: string): Promise<void>;
  /** Opens a link outside the app (system browser, store, overlay's browser). */
  openExternal(url: string): void;
  /** Notifies when the app goes to the background or is hidden/minimized (idle rule, spec section 4). */
  onVisibilityChange(listener: (visible: boolean) => void): () => void;
  /** The language the host wants (overlay language setting), or null to use detection. */
  preferredLanguage(): Promise<string | null>;
  /** The host's language setting changed (the overlay re-applies it, spec section 1). */
  onPreferredLanguageChange(listener: (language: string) => void): () => void;
  /** Opens the app's reviews page in its store (the overlay's store, the mobile stores). */
  openReviewPage(): void;
  /**
   * Starts what the platform does beside the pages (mobile: insets, back button, deep
   * links, orientation, splash screen); returns its stop. Absent where there is nothing.
   */
  start?(host: PlatformHost): () => void;
  /**
   * The mobile apps: opens an authorization request in the system browser and resolves with
   * the link the provider redirected to (rejects with a cancellation when the browser is
   * closed first). Absent where the page is the browser (web, overlay).
   */
  authorizeInSystemBrowser?(request: { url: string; redirectUri: string }): Promise<string>;
  /** The phone's push notifications (push-channel.ts); absent where there are none (web, overlay). */
  readonly push?: PushChannel;
}
