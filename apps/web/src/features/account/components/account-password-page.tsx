import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useAccountUser } from '../hooks/use-account-user.ts';
import { PasswordForm } from './password-form.tsx';

/** /account/password: change the password (or set a first one) and end every other session. */
export function AccountPasswordPage() {
  const { t } = useTranslation('account');
  const user = useAccountUser();
  useDocumentTitle(t('password.title'));
  return (
    <div className="account-page stack">
      <h1>{t('password.title')}</h1>
      <div className="card account-section">
        {!user.hasPassword && <p>{t('password.setIntro')}</p>}
        <p className="account-notice">{t('password.intro')}</p>
        <PasswordForm hasPassword={user.hasPassword} />
      </div>
    </div>
  );
}
