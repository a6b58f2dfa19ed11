import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserChallengeDto } from '@playeats/contracts/rewards';
import { currentLanguage } from '../../../lib/i18n.ts';
import { progressText } from '../challenge-format.ts';

/** An accessible progress bar: min 0, max the required amount, now the current one (capped at max). */
export function ChallengeProgress({ progress }: { progress: UserChallengeDto['progress'] }) {
  const { t, i18n } = useTranslation('rewards');
  const labelId = useId();
  const max = Math.max(progress.required, 1);
  const now = Math.min(Math.max(progress.current, 0), max);
  const text = progressText(t, progress, currentLanguage(i18n));
  return (
    <div className="challenge-progress">
      <span id={labelId} className="challenge-progress__label">
        {t('challenges.progress.label')}
      </span>
      <div
        className="challenge-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={text}
      >
        <div className="challenge-progress__bar" style={{ width: `${(now / max) * 100}%` }} />
      </div>
      <span className="challenge-progress__text">{text}</span>
    </div>
  );
}
