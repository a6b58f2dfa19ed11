import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useAccountUser } from '../hooks/use-account-user.ts';
import { EmailChangeForm } from './email-change-form.tsx';
import { LanguageSetting } from './language-setting.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ReferralCode } from './referral-code.tsx';

/** /account: the profile at a glance, language, referral code and the e-mail change. */
export function AccountOverviewPage() {
  const { t } = useTranslation('account');
  const user = useAccountUser();
  useDocumentTitle(t('overview.title'));
  return (
    <div className="account-page stack">
      <h1>{t('overview.title')}</h1>
      <ProfileDetails user={user} />
      <LanguageSetting user={user} />
      <ReferralCode code={user.referralCode} />
      <EmailChangeForm currentEmail={user.email} hasPassword={user.hasPassword} />
    </div>
  );
}
