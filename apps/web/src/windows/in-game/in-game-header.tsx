import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks.ts';
import { LOGO_SRC } from '../../components/layout/app-links.ts';
import { StreamerModeToggle } from '../../components/private-text/streamer-mode-toggle.tsx';
import { selectIsSignedIn } from '../../features/auth/auth-slice.ts';
import { selectCoinBalance } from '../../features/rewards/balance-state.ts';
import { useBalanceRefresher } from '../../features/rewards/hooks/use-balance-refresher.ts';
import { useOverlay } from '../overlay-context.tsx';
import { numberFormat } from '../../lib/intl.ts';

function Balance() {
  const { t, i18n } = useTranslation('overlay');
  useBalanceRefresher();
  const bucks = useAppSelector(selectCoinBalance);
  return (
    <p className="in-game-balance">
      <span className="visually-hidden">{t('inGame.balanceLabel')}</span>
      {t('inGame.bucks', { count: bucks, formatted: numberFormat(i18n.language).format(bucks) })}
    </p>
  );
}

/**
 * The in-game window's bar: the brand, the bucks, streamer mode, the desktop window, and
 * hide (the hotkey does the same).
 */
export function InGameHeader() {
  const { t } = useTranslation('overlay');
  const { host, window } = useOverlay();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <header className="in-game-header">
      <h1 className="in-game-title">
        <img src={LOGO_SRC} alt="" width={28} height={28} />
        {/* The window is narrow: the logo shows, the name is for screen readers. */}
        <span className="visually-hidden">PlayEats</span>
      </h1>
      {signedIn && <Balance />}
      <StreamerModeToggle className="overlay-window-button streamer-mode-toggle--icon" />
      <button type="button" className="btn btn-ghost in-game-open" onClick={() => void host.openWindow('desktop')}>
        {t('inGame.openDesktop')}
      </button>
      <button
        type="button"
        className="overlay-window-button"
        aria-label={t('inGame.hide')}
        onClick={() => void host.hideWindow(window)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}
