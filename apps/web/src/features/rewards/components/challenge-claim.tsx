import { useTranslation } from 'react-i18next';
import type { UserChallengeDto } from '@playeats/contracts/rewards';
import { useClaimChallenge } from '../api/claim-challenge.ts';
import { useWalletFormat } from '../hooks/use-wallet-format.ts';

/**
 * The claim button of a completed challenge, or the word that it was claimed. The live
 * region stays in place so the confirmation is read even as the button goes.
 */
export function ChallengeClaim({ challenge }: { challenge: UserChallengeDto }) {
  const { t } = useTranslation('rewards');
  const claim = useClaimChallenge();
  const claimed = challenge.claimed || claim.isSuccess;
  const reward = useWalletFormat().reward(challenge.reward);
  return (
    <div className="challenge-claim">
      {claimed ? (
        <p className="challenge-claim__done">
          <span aria-hidden="true">✓ </span>
          {t('challenges.claimed')}
        </p>
      ) : (
        challenge.claimable && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={claim.isPending}
            onClick={() => claim.mutate(challenge.id)}
          >
            {claim.isPending ? t('challenges.claiming') : t('challenges.claim')}
          </button>
        )
      )}
      <p role="status" className="visually-hidden">
        {claim.isSuccess ? t('challenges.claimedStatus', { reward }) : ''}
      </p>
    </div>
  );
}
