import { App } from '../../app/app.tsx';
import { DesktopWatchers } from './desktop-watchers.tsx';
import { OverlayAd } from './overlay-ad.tsx';
import { OverlayWindowActions } from './overlay-window-actions.tsx';
import './desktop-window.css';

/**
 * The desktop window (spec section 2): the app itself, with the overlay's header buttons
 * (the review link, minimize, close, which hides), the vertical ad beside the pages, and
 * the game-ended dialog.
 */
export default function DesktopWindow() {
  return (
    <App
      layoutExtras={{
        headerActions: <OverlayWindowActions />,
        aside: <OverlayAd />,
        watchers: <DesktopWatchers />,
      }}
    />
  );
}
