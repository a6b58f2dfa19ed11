import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSessionDto } from '@playeats/contracts/rewards';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useRecentGameSessions } from '../api/get-recent-game-sessions.ts';
import { durationText, formatDateTime, formatNumber } from '../challenge-format.ts';
import { LoadProblem } from './load-problem.tsx';

/** The last game sessions (at most 5, spec section 3) and what each one earned. */
export function RecentGameSessions() {
  const { t } = useTranslation('rewards');
  const sessions = useRecentGameSessions();
  const titleId = useId();
  return (
    <section className="recent-sessions" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('sessions.title')}</h2>
      {sessions.isPending ? (
        <p role="status">{t('sessions.loading')}</p>
      ) : sessions.isError ? (
        <LoadProblem message={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
      ) : sessions.data.length === 0 ? (
        <p className="muted">{t('sessions.empty')}</p>
      ) : (
        <ul className="recent-sessions__list">
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionItem({ session }: { session: GameSessionDto }) {
  const { t, i18n } = useTranslation('rewards');
  const language = currentLanguage(i18n);
  return (
    <li className="recent-sessions__item">
      <div>
        <strong>{session.gameName}</strong>
        <span className="muted">
          {' · '}
          <time dateTime={session.startedAt}>{formatDateTime(session.startedAt, language)}</time>
          {' · '}
          {durationText(t, session.durationMinutes)}
        </span>
      </div>
      <div className="recent-sessions__earned">
        {session.status === 'open' || session.bucksEarned === null ? (
          <span>{t('sessions.inProgress')}</span>
        ) : !session.tracked ? (
          <span className="muted">{t('sessions.notTracked')}</span>
        ) : (
          <>
            <strong>
              {t('sessions.earned', {
                count: session.bucksEarned,
                amount: formatNumber(session.bucksEarned, language),
              })}
            </strong>
            {session.multiplier > 1 && (
              <span className="recent-sessions__tag">
                {t('sessions.multiplier', { multiplier: session.multiplier })}
              </span>
            )}
            {session.capped && <span className="recent-sessions__tag">{t('sessions.capped')}</span>}
          </>
        )}
      </div>
    </li>
  );
}
