import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { platform } from '../../../lib/platform/index.ts';

/** The user's referral code and a button that copies it to every clipboard the platform has. */
export function ReferralCode({ code }: { code: string }) {
  const { t } = useTranslation('account');
  const { showError } = useErrorDialog();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await platform.copyToClipboard(code);
      setCopied(true);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <section className="card account-section" aria-labelledby="account-referral-title">
      <h2 id="account-referral-title">{t('overview.referral.title')}</h2>
      <p className="muted">{t('overview.referral.text')}</p>
      <div className="account-referral">
        <code className="account-referral-code">{code}</code>
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          {copied ? t('overview.referral.copied') : t('overview.referral.copy')}
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {copied ? t('overview.referral.copiedStatus') : ''}
      </p>
    </section>
  );
}
