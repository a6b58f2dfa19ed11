import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/modal.tsx';
import type { GameRunSummary } from '../../features/rewards/game-tracking/game-run-summary.ts';
import { useBusMessage } from '../overlay-context.tsx';
import { takeGameEnded } from '../handoff.ts';

/**
 * The game-ended dialog (spec sections 1 and 4): how long the game was played, the bucks
 * it earned, 2X when a double-bucks date applied, and the daily cap when it was reached.
 * It opens when the background says a game run ended (or finds one left when this window
 * starts) and closes with its button: open and closed, it toggles.
 */
export function GameEndedDialog() {
  const { t } = useTranslation('overlay');
  const [summary, setSummary] = useState<GameRunSummary | null>(takeGameEnded);
  useBusMessage('GAME_SESSION_ENDED', (next) => {
    takeGameEnded();
    setSummary(next);
  });
  const close = () => setSummary(null);
  if (!summary) return null;
  const hours = Math.floor(summary.minutes / 60);
  const minutes = summary.minutes % 60;
  return (
    <Modal open onClose={close} title={t('gameEnded.title', { game: summary.gameName })}>
      <dl className="game-ended">
        <div>
          <dt>{t('gameEnded.played')}</dt>
          <dd>
            {hours > 0 ? t('gameEnded.hoursMinutes', { hours, minutes }) : t('gameEnded.minutes', { count: minutes })}
          </dd>
        </div>
        <div>
          <dt>{t('gameEnded.earned')}</dt>
          <dd className="game-ended-bucks">
            {t('gameEnded.bucks', { count: summary.bucksEarned })}
            {summary.multiplier > 1 && <span className="game-ended-multiplier">{t('gameEnded.double')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('gameEnded.balance')}</dt>
          <dd>{t('gameEnded.bucks', { count: summary.bucksBalance })}</dd>
        </div>
      </dl>
      {summary.capped && <p className="game-ended-note">{t('gameEnded.capped')}</p>}
      {!summary.tracked && <p className="game-ended-note">{t('gameEnded.notTracked')}</p>}
      <button type="button" className="btn btn-primary btn-block" onClick={close}>
        {t('gameEnded.okay')}
      </button>
    </Modal>
  );
}
