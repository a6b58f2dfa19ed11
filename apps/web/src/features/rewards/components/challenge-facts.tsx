import { useTranslation } from 'react-i18next';
import type { UserChallengeDto } from '@playeats/contracts/rewards';
import { formatDate, windowText } from '../challenge-format.ts';
import { useWalletFormat } from '../hooks/use-wallet-format.ts';

/** A challenge's reward and time window; its own page adds when it starts. */
export function ChallengeFacts({ challenge, withStart = false }: { challenge: UserChallengeDto; withStart?: boolean }) {
  const { t } = useTranslation('rewards');
  const { language, reward } = useWalletFormat();
  return (
    <dl className="challenge-card__facts">
      <div>
        <dt>{t('challenges.rewardLabel')}</dt>
        <dd>{reward(challenge.reward)}</dd>
      </div>
      {withStart && (
        <div>
          <dt>{t('detail.starts')}</dt>
          <dd>{formatDate(challenge.startsAt, language)}</dd>
        </div>
      )}
      <div>
        <dt>{t('challenges.windowLabel')}</dt>
        <dd>{windowText(t, challenge, language)}</dd>
      </div>
    </dl>
  );
}
