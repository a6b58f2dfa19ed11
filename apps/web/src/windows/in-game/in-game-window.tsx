import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks.ts';
import { IdleWatcher } from '../../app/idle-watcher.tsx';
import { ServerEventsConnection } from '../../app/server-events-connection.tsx';
import { selectIsSignedIn } from '../../features/auth/auth-slice.ts';
import { NotificationPoller } from '../../features/orders/components/notification-poller.tsx';
import { BalanceEvents } from '../../features/rewards/components/balance-events.tsx';
import { useOverlay } from '../overlay-context.tsx';
import { WindowShell } from '../window-shell.tsx';
import { InGameHeader } from './in-game-header.tsx';
import { InGameOrder } from './in-game-order.tsx';
import { InGameSession } from './in-game-session.tsx';
import { QuickMeals } from './quick-meals.tsx';
import './in-game.css';

/**
 * The in-game window (spec section 2), shown and hidden with the hotkey: the bucks, the
 * session's timer and today's earnings, the order on its way, and the saved meals to
 * order again in two clicks, without leaving the game.
 */
export default function InGameWindow() {
  return (
    <WindowShell>
      <InGame />
    </WindowShell>
  );
}

function InGame() {
  const { t } = useTranslation('overlay');
  const { host } = useOverlay();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <div className="in-game">
      <InGameHeader />
      <main className="in-game-body">
        {signedIn ? (
          <>
            <IdleWatcher />
            <ServerEventsConnection />
            <BalanceEvents />
            <NotificationPoller />
            <InGameSession />
            <InGameOrder />
            <QuickMeals />
          </>
        ) : (
          <section className="in-game-card" aria-labelledby="in-game-signin">
            <h2 id="in-game-signin">{t('inGame.signInTitle')}</h2>
            <p>{t('inGame.signInText')}</p>
            <button type="button" className="btn btn-primary" onClick={() => void host.openWindow('desktop')}>
              {t('inGame.openDesktop')}
            </button>
          </section>
        )}
      </main>
    </div>
  );
}
