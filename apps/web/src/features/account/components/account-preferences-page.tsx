import { useTranslation } from 'react-i18next';
import type { UpdateMe } from '@playeats/contracts/users';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { useAccountUser } from '../hooks/use-account-user.ts';
import { PreferenceSwitch } from './preference-switch.tsx';
import { StreamerModeSetting } from './streamer-mode-setting.tsx';
import './preference-switch.css';

/** The user-info flags of spec section 3, in the order the page lists them. */
export const PREFERENCE_FLAGS = ['anonymousMode', 'disableGameTimeTracking', 'disabledAds'] as const;
type PreferenceFlag = (typeof PREFERENCE_FLAGS)[number];

/**
 * /account/preferences: each switch of the account saves at once (optimistic; put back if
 * the server refuses); streamer mode, below them, belongs to this device.
 */
export function AccountPreferencesPage() {
  const { t } = useTranslation('account');
  const user = useAccountUser();
  const updateMe = useUpdateMe();
  useDocumentTitle(t('preferences.title'));

  const change = (flag: PreferenceFlag, value: boolean) => {
    const changes: UpdateMe = { [flag]: value };
    updateMe.mutate(changes);
  };

  return (
    <div className="account-page stack">
      <h1>{t('preferences.title')}</h1>
      <div className="card account-section">
        <p className="muted">{t('preferences.intro')}</p>
        <div className="preference-list">
          {PREFERENCE_FLAGS.map((flag) => (
            <PreferenceSwitch
              key={flag}
              label={t(`preferences.${flag}.label`)}
              description={t(`preferences.${flag}.description`)}
              checked={user[flag]}
              onChange={(value) => change(flag, value)}
            />
          ))}
        </div>
      </div>
      <section className="card account-section" aria-labelledby="preferences-device-title">
        <h2 id="preferences-device-title">{t('preferences.device')}</h2>
        <div className="preference-list">
          <StreamerModeSetting />
        </div>
      </section>
      <p role="status" className="account-status">
        {updateMe.isSuccess ? t('preferences.saved') : ''}
      </p>
    </div>
  );
}
