import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useChallenges } from '../api/get-challenges.ts';
import { BalancesPanel } from './balances-panel.tsx';
import { ChallengeCard } from './challenge-card.tsx';
import { LoadProblem } from './load-problem.tsx';
import { RecentGameSessions } from './recent-game-sessions.tsx';

/**
 * /gamechallenges: the balances (a claim shows up there at once), the open challenges
 * with progress and claim, then the recent game sessions.
 */
export function ChallengesPage() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('challenges.title'));
  const challenges = useChallenges();
  return (
    <>
      <h1>{t('challenges.title')}</h1>
      <p className="muted">{t('challenges.intro')}</p>
      <BalancesPanel />
      {challenges.isPending ? (
        <p role="status">{t('challenges.loading')}</p>
      ) : challenges.isError ? (
        <LoadProblem message={t('challenges.loadFailed')} onRetry={() => void challenges.refetch()} />
      ) : challenges.data.length === 0 ? (
        <EmptyState picture="trophy" title={t('challenges.emptyTitle')} text={t('challenges.empty')} />
      ) : (
        <ul className="challenges__list">
          {challenges.data.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCard challenge={challenge} />
            </li>
          ))}
        </ul>
      )}
      <RecentGameSessions />
    </>
  );
}
