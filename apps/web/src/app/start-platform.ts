import { platform as buildPlatform } from '../lib/platform/index.ts';
import type { Platform } from '../lib/platform/platform.ts';
import { safeAreaInsetsChanged, statusBarHeightChanged } from './info-slice.ts';
import type { AppStore } from './store.ts';

interface RouterLike {
  state: { location: { pathname: string } };
  navigate(to: string | number): Promise<void> | void;
}

/**
 * Connects the platform's own work (the mobile apps: insets, back button, deep links) to
 * the app's store and router. Nothing happens on a platform without a `start`.
 */
export function startPlatform(store: AppStore, router: RouterLike, platform: Platform = buildPlatform): () => void {
  return (
    platform.start?.({
      setInsets(statusBarHeight, insets) {
        store.dispatch(statusBarHeightChanged(statusBarHeight));
        store.dispatch(safeAreaInsetsChanged(insets));
      },
      currentPath: () => router.state.location.pathname,
      navigate: (path) => void router.navigate(path),
      goBack: () => void router.navigate(-1),
    }) ?? (() => undefined)
  );
}
