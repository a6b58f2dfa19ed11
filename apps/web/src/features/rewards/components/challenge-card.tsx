import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserChallengeDto } from '@playeats/contracts/rewards';
import { localized, windowText } from '../challenge-format.ts';
import { useWalletFormat } from '../hooks/use-wallet-format.ts';
import { ChallengeClaim } from './challenge-claim.tsx';
import { ChallengeProgress } from './challenge-progress.tsx';

/** One challenge in the list: title (to its page), description, progress, reward, end, claim. */
export function ChallengeCard({ challenge }: { challenge: UserChallengeDto }) {
  const { t } = useTranslation('rewards');
  const { language, reward } = useWalletFormat();
  const titleId = useId();
  return (
    <article className="challenge-card card" aria-labelledby={titleId}>
      <h2 id={titleId} className="challenge-card__title">
        <Link to={`/gamechallenges/${encodeURIComponent(challenge.id)}`}>{localized(challenge.title, language)}</Link>
      </h2>
      <p>{localized(challenge.description, language)}</p>
      <ChallengeProgress progress={challenge.progress} />
      <dl className="challenge-card__facts">
        <div>
          <dt>{t('challenges.rewardLabel')}</dt>
          <dd>{reward(challenge.reward)}</dd>
        </div>
        <div>
          <dt>{t('challenges.windowLabel')}</dt>
          <dd>{windowText(t, challenge, language)}</dd>
        </div>
      </dl>
      <ChallengeClaim challenge={challenge} />
    </article>
  );
}
