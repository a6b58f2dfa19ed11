import { useId } from 'react';
import { Link } from 'react-router';
import type { UserChallengeDto } from '@playeats/contracts/rewards';
import { localized } from '../challenge-format.ts';
import { useWalletFormat } from '../hooks/use-wallet-format.ts';
import { ChallengeClaim } from './challenge-claim.tsx';
import { ChallengeFacts } from './challenge-facts.tsx';
import { ChallengeProgress } from './challenge-progress.tsx';

/** One challenge in the list: title (to its page), description, progress, reward, end, claim. */
export function ChallengeCard({ challenge }: { challenge: UserChallengeDto }) {
  const { language } = useWalletFormat();
  const titleId = useId();
  return (
    <article className="challenge-card card" aria-labelledby={titleId}>
      <h2 id={titleId} className="challenge-card__title">
        <Link to={`/gamechallenges/${encodeURIComponent(challenge.id)}`}>{localized(challenge.title, language)}</Link>
      </h2>
      <p>{localized(challenge.description, language)}</p>
      <ChallengeProgress progress={challenge.progress} />
      <ChallengeFacts challenge={challenge} />
      <ChallengeClaim challenge={challenge} />
    </article>
  );
}
