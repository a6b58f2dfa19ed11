import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_CODE_VALID_DAYS, REFERRAL_DISCOUNT_CENTS } from '@playeats/domain/constants';
import { ManualCopyHint } from '../../../components/copy/manual-copy-hint.tsx';
import { useCopy } from '../../../components/copy/use-copy.ts';
import { referralLink, useReferral } from '../api/get-referral.ts';
import { useWalletFormat } from '../hooks/use-wallet-format.ts';
import { defaultRewardsPlatform, type RewardsPlatform } from '../rewards-platform.ts';
import { ReferralTerms } from './referral-terms.tsx';
import { RewardsDialog } from './rewards-dialog.tsx';
import './referral-modal.css';

export type ReferralPlatform = Pick<RewardsPlatform, 'isOverlay' | 'clientType' | 'copyToClipboard'>;

export interface ReferralModalProps {
  open: boolean;
  onClose: () => void;
  platform?: ReferralPlatform;
}

/**
 * The referral modal of spec sections 2 and 4: the program and a copy-link button, and a
 * terms view. Closing resets the copied flag and the terms view: both live in the
 * dialog's content, which unmounts when the modal closes.
 */
export function ReferralModal({ open, onClose, platform = defaultRewardsPlatform }: ReferralModalProps) {
  const { t } = useTranslation('rewards');
  return (
    <RewardsDialog open={open} onClose={onClose} title={t('referral.title')} platform={platform}>
      {(headingId) => <ReferralContent headingId={headingId} platform={platform} />}
    </RewardsDialog>
  );
}

function ReferralContent({ headingId, platform }: { headingId: string; platform: ReferralPlatform }) {
  const [view, setView] = useState<'main' | 'terms'>('main');
  const [copied, setCopied] = useState(false);
  return view === 'terms' ? (
    <ReferralTerms headingId={headingId} onBack={() => setView('main')} />
  ) : (
    <ReferralMain
      headingId={headingId}
      platform={platform}
      copied={copied}
      onCopied={() => setCopied(true)}
      onShowTerms={() => setView('terms')}
    />
  );
}

interface ReferralMainProps {
  headingId: string;
  platform: ReferralPlatform;
  copied: boolean;
  onCopied: () => void;
  onShowTerms: () => void;
}

function ReferralMain({ headingId, platform, copied, onCopied, onShowTerms }: ReferralMainProps) {
  const { t } = useTranslation('rewards');
  const referral = useReferral();
  const linkId = useId();
  const { money } = useWalletFormat();
  // The server's terms once loaded; the spec's (section 9) until then.
  const discount = money(referral.data?.terms.discountCents ?? REFERRAL_DISCOUNT_CENTS);
  const days = referral.data?.terms.validDays ?? REFERRAL_CODE_VALID_DAYS;
  const link = referral.data ? referralLink(referral.data) : null;

  const linkField = useRef<HTMLInputElement>(null);
  // The browser's clipboard and, in the overlay, the host's (spec section 2).
  const { refused, copy } = useCopy(platform.copyToClipboard, linkField, onCopied);

  return (
    <div className="referral">
      <p className="referral__badge" aria-hidden="true">
        {t('referral.badge', { discount })}
      </p>
      <h2 id={headingId} className="referral__title">
        {t('referral.title')}
      </h2>
      <p>{t('referral.intro', { discount })}</p>
      <ul className="referral__facts">
        <li>{t('referral.facts.validity', { count: days })}</li>
        <li>{t('referral.facts.noLimit')}</li>
        <li>{t('referral.facts.countries')}</li>
      </ul>
      {referral.isError ? (
        <div className="referral__problem" role="alert">
          <p>{t('referral.loadFailed')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void referral.refetch()}>
            {t('referral.retry')}
          </button>
        </div>
      ) : (
        <div className="referral__share">
          <label htmlFor={linkId}>{t('referral.linkLabel')}</label>
          <input
            ref={linkField}
            id={linkId}
            className="referral__link"
            readOnly
            value={link ?? ''}
            placeholder={link ? undefined : t('referral.loading')}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={!link}
            onClick={() => link && void copy(link)}
          >
            {copied ? t('referral.copied') : t('referral.copy')}
          </button>
          {refused ? (
            <ManualCopyHint />
          ) : (
            <p role="status" className="visually-hidden">
              {copied ? t('referral.copiedStatus') : ''}
            </p>
          )}
        </div>
      )}
      {referral.data && referral.data.referredCount > 0 && (
        <p className="muted">{t('referral.referredCount', { count: referral.data.referredCount })}</p>
      )}
      <button type="button" className="btn btn-ghost referral__terms-link" onClick={onShowTerms}>
        {t('referral.showTerms')}
      </button>
    </div>
  );
}
