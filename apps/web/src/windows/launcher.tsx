import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { setCurrentOverlayWindow } from '../lib/overwolf/current-host.ts';

export { overlayHost } from '../lib/overwolf/current-host.ts';
import type { OverlayHost } from '../lib/overwolf/overlay-host.ts';
import { isOverlayWindowName, type OverlayWindowName } from '../lib/overwolf/overlay-windows.ts';
import { initI18n } from '../lib/i18n.ts';
import { createOverlay, OverlayProvider } from './overlay-context.tsx';
import { startLanguage } from './overlay-language.ts';
import './windows.css';

/** One chunk per window, loaded once the host has said which window this is. */
export const WINDOW_LOADERS: Record<OverlayWindowName, () => Promise<{ default: ComponentType }>> = {
  background: () => import('./background/background-window.tsx'),
  desktop: () => import('./desktop/desktop-window.tsx'),
  in_game: () => import('./in-game/in-game-window.tsx'),
  popup_in_game: () => import('./in-game-notices/popup-window.tsx'),
  notification_in_game: () => import('./in-game-notices/notification-window.tsx'),
  settings: () => import('./settings/settings-window.tsx'),
  development: () => import('./development/development-window.tsx'),
};

/** The window to show for the host's window name: an unknown name gets the desktop window. */
export function chooseWindow(name: string): OverlayWindowName {
  return isOverlayWindowName(name) ? name : 'desktop';
}

/**
 * Every overlay window loads this one page (spec section 2): it says 'Loading ...' while
 * it asks the host which window it is, applies the host's language (English if it has
 * none we speak), then loads that window's code and shows it.
 */
export async function launchOverlay(container: HTMLElement, host: OverlayHost): Promise<void> {
  const root = createRoot(container);
  root.render(
    <p className="launcher-loading" role="status">
      Loading ...
    </p>,
  );
  const { name } = await host.currentWindow();
  const windowName = chooseWindow(name);
  setCurrentOverlayWindow(windowName);
  document.documentElement.dataset.overlayWindow = windowName;
  const [language, module] = await Promise.all([host.language(), WINDOW_LOADERS[windowName]()]);
  await initI18n({ language: startLanguage(language) });
  const Window = module.default;
  root.render(
    <StrictMode>
      <OverlayProvider overlay={createOverlay(host, windowName)}>
        <Window />
      </OverlayProvider>
    </StrictMode>,
  );
}
