import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useChallenges } from '../api/get-challenges.ts';
import { localized } from '../challenge-format.ts';
import { useWalletFormat } from '../hooks/use-wallet-format.ts';
import { ChallengeClaim } from './challenge-claim.tsx';
import { ChallengeFacts } from './challenge-facts.tsx';
import { ChallengeProgress } from './challenge-progress.tsx';
import { LoadProblem } from './load-problem.tsx';

/** /gamechallenges/:challengeId: one challenge, from the same list the list page shows. */
export function ChallengeDetailPage() {
  const { t } = useTranslation('rewards');
  const { language } = useWalletFormat();
  const { challengeId } = useParams();
  const challenges = useChallenges();
  const challenge = challenges.data?.find((c) => c.id === challengeId);
  const title = challenge
    ? localized(challenge.title, language)
    : challenges.isPending
      ? t('challenges.title')
      : t('detail.notFoundTitle');
  useDocumentTitle(title);

  const back = (
    <p>
      <Link to="/gamechallenges">
        <span aria-hidden="true">← </span>
        {t('detail.back')}
      </Link>
    </p>
  );

  if (challenges.isPending) {
    return (
      <>
        <h1>{title}</h1>
        <p role="status">{t('challenges.loading')}</p>
      </>
    );
  }
  if (challenges.isError) {
    return (
      <>
        <h1>{title}</h1>
        <LoadProblem message={t('challenges.loadFailed')} onRetry={() => void challenges.refetch()} />
        {back}
      </>
    );
  }
  if (!challenge) {
    return (
      <>
        <h1>{title}</h1>
        <p>{t('detail.notFound')}</p>
        {back}
      </>
    );
  }
  return (
    <>
      {back}
      <article className="challenge-detail card">
        <h1>{title}</h1>
        <p>{localized(challenge.description, language)}</p>
        <ChallengeProgress progress={challenge.progress} />
        <ChallengeFacts challenge={challenge} withStart />
        <ChallengeClaim challenge={challenge} />
      </article>
    </>
  );
}
