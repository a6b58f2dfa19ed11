import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markNotificationsRead } from '../../features/orders/api/notifications.ts';
import { forgetNotice, noticesFor } from '../handoff.ts';
import { useBusMessage, useOverlay } from '../overlay-context.tsx';
import type { InGameNotice } from '../overlay-messages.ts';
import { WindowShell } from '../window-shell.tsx';
import './notices.css';

export interface NoticeWindowProps {
  /** Which notices this window shows: order updates, or rewards. */
  kind: InGameNotice['kind'];
  /** Hides itself after this long unless the player reads it first. */
  autoHideMs: number;
}

/**
 * What is shown in game (spec section 2: pop-up in-game and notification in-game). The
 * background opens the window and hands it the notice; "Got it" marks it read and tells
 * every window (spec section 3: notification read), so no window shows it again.
 */
export function NoticeWindow(props: NoticeWindowProps) {
  return (
    <WindowShell>
      <Notices {...props} />
    </WindowShell>
  );
}

function Notices({ kind, autoHideMs }: NoticeWindowProps) {
  const { t } = useTranslation('overlay');
  const { host, bus, window } = useOverlay();
  const [notices, setNotices] = useState<InGameNotice[]>(() => noticesFor(window));
  const notice = notices.at(-1);

  useBusMessage('NOTIFICATION_IN_GAME', (next) => {
    if (next.kind !== kind) return;
    setNotices((current) => [...current.filter((n) => n.id !== next.id), next]);
  });
  useBusMessage('NOTIFICATION_READ', ({ id }) => setNotices((current) => current.filter((n) => n.id !== id)));

  useEffect(() => {
    if (!notice) {
      void host.hideWindow(window);
      return;
    }
    const timer = setTimeout(() => void host.hideWindow(window), autoHideMs);
    return () => clearTimeout(timer);
  }, [notice, host, window, autoHideMs]);

  if (!notice) return null;
  const read = () => {
    forgetNotice(notice.id);
    setNotices((current) => current.filter((n) => n.id !== notice.id));
    const { notificationId } = notice;
    const marked =
      notificationId === undefined
        ? Promise.resolve()
        : markNotificationsRead([String(notificationId)]).catch(() => undefined);
    // Sent once the server knows, so the windows that reload the notifications see it read.
    void marked.then(() =>
      bus.send('NOTIFICATION_READ', { id: notice.id, ...(notificationId === undefined ? {} : { notificationId }) }),
    );
  };
  return (
    <section
      className={`in-game-notice in-game-notice--${notice.kind}`}
      aria-labelledby="in-game-notice-title"
      aria-live="polite"
    >
      <h1 id="in-game-notice-title" className="in-game-notice-title">
        {notice.title}
      </h1>
      <p>{notice.body}</p>
      <button type="button" className="btn btn-primary" onClick={read}>
        {t('notices.read')}
      </button>
    </section>
  );
}
