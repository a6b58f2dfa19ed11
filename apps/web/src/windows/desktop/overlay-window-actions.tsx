import { useTranslation } from 'react-i18next';
import { platform } from '../../lib/platform/index.ts';
import { useOverlay } from '../overlay-context.tsx';

/**
 * The overlay header's buttons: the review link (spec section 2: it opens the overlay
 * store's reviews page), and the window's own minimize and close. Closing the desktop
 * window hides it (spec section 4): the app keeps tracking play in the background.
 */
export function OverlayWindowActions() {
  const { t } = useTranslation('overlay');
  const { host, window } = useOverlay();
  return (
    <div className="overlay-window-actions">
      <button type="button" className="btn btn-ghost overlay-review" onClick={() => platform.openReviewPage()}>
        {t('header.review')}
      </button>
      <button
        type="button"
        className="overlay-window-button"
        aria-label={t('header.settings')}
        onClick={() => void host.openWindow('settings')}
      >
        <span aria-hidden="true">⚙</span>
      </button>
      <button
        type="button"
        className="overlay-window-button"
        aria-label={t('header.minimize')}
        onClick={() => void host.minimizeWindow(window)}
      >
        <span aria-hidden="true">–</span>
      </button>
      <button
        type="button"
        className="overlay-window-button"
        aria-label={t('header.close')}
        onClick={() => void host.hideWindow(window)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
