import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ManualCopyHint } from '../../../components/copy/manual-copy-hint.tsx';
import { useCopy } from '../../../components/copy/use-copy.ts';
import { platform } from '../../../lib/platform/index.ts';

/** The user's referral code and a button that copies it to every clipboard the platform has. */
export function ReferralCode({ code }: { code: string }) {
  const { t } = useTranslation('account');
  const codeField = useRef<HTMLElement>(null);
  const { copied, refused, copy } = useCopy(platform.copyToClipboard, codeField);

  return (
    <section className="card account-section" aria-labelledby="account-referral-title">
      <h2 id="account-referral-title">{t('overview.referral.title')}</h2>
      <p className="muted">{t('overview.referral.text')}</p>
      <div className="account-referral">
        <code ref={codeField} className="account-referral-code" tabIndex={-1}>
          {code}
        </code>
        <button type="button" className="btn btn-secondary" onClick={() => void copy(code)}>
          {copied ? t('overview.referral.copied') : t('overview.referral.copy')}
        </button>
      </div>
      {refused ? (
        <ManualCopyHint />
      ) : (
        <p role="status" className="visually-hidden">
          {copied ? t('overview.referral.copiedStatus') : ''}
        </p>
      )}
    </section>
  );
}
