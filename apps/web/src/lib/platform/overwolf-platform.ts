import { currentOverlayWindow, overlayHost } from '../overwolf/current-host.ts';
import { clientTypeOfWindow, isWindowVisible } from '../overwolf/overlay-windows.ts';
import type { Platform } from './platform.ts';
import { webPlatform } from './web-platform.ts';

/**
 * The overlay inside Overwolf: the client type follows the window (desktop or in game),
 * copies go to the browser's clipboard and the host's, links open in the user's browser,
 * a minimized or hidden window counts as gone (idle), the language is the host's.
 */
export const overwolfPlatform: Platform = {
  name: 'overwolf',
  isOverlay: true,
  isMobile: false,
  clientType: () => clientTypeOfWindow(currentOverlayWindow()),
  async copyToClipboard(text) {
    // Spec section 2: both clipboards. The host's is the one games can paste from.
    overlayHost().placeOnClipboard(text);
    await webPlatform.copyToClipboard(text).catch(() => undefined);
  },
  openExternal: (url) => overlayHost().openUrl(url),
  onVisibilityChange(listener) {
    const self = currentOverlayWindow();
    const stopHost = overlayHost().onWindowStateChanged((change) => {
      if (change.name === self) listener(isWindowVisible(change.state));
    });
    const stopPage = webPlatform.onVisibilityChange(listener);
    return () => {
      stopHost();
      stopPage();
    };
  },
  preferredLanguage: () => overlayHost().language(),
  onPreferredLanguageChange: (listener) => overlayHost().onLanguageChanged(listener),
  openReviewPage: () => overlayHost().openReviewPage(),
};
