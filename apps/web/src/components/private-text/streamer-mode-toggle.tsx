import { useTranslation } from 'react-i18next';
import { setStreamerMode, useStreamerMode } from '../../hooks/streamer-mode.ts';
import './private-text.css';

/**
 * Streamer mode at one click, where a streamer reaches for it (the account menu, the
 * in-game window's bar): a toggle button, pressed while the mode is on.
 */
export function StreamerModeToggle({ className = 'btn btn-ghost' }: { className?: string }) {
  const { t } = useTranslation('common');
  const on = useStreamerMode();
  return (
    <button
      type="button"
      className={`streamer-mode-toggle ${className}`}
      aria-pressed={on}
      title={t('streamer.mode')}
      onClick={() => setStreamerMode(!on)}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
        {on ? (
          <path
            fill="currentColor"
            d="M2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-3.2-3.2A10.9 10.9 0 0 1 12 20C6.5 20 2.7 15.9 1 12c.8-1.8 2-3.6 3.7-5L2.1 3.5Zm6 6A4 4 0 0 0 14.5 15L13 13.5a2 2 0 0 1-2.5-2.5L8.1 9.5ZM12 4c5.5 0 9.3 4.1 11 8a13 13 0 0 1-3 4.2l-3-3A4 4 0 0 0 11.8 8L9 5.2A11 11 0 0 1 12 4Z"
          />
        ) : (
          <path
            fill="currentColor"
            d="M12 4C6.5 4 2.7 8.1 1 12c1.7 3.9 5.5 8 11 8s9.3-4.1 11-8c-1.7-3.9-5.5-8-11-8Zm0 13a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-2.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
          />
        )}
      </svg>
      <span>{t('streamer.mode')}</span>
    </button>
  );
}
