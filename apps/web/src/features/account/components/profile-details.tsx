import { useTranslation } from 'react-i18next';
import { displayCountry } from '@playeats/domain/country';
import type { UserInfoDto } from '@playeats/contracts/users';
import { PrivateText } from '../../../components/private-text/private-text.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatLongDate } from '../format-date.ts';

/** Who the account is: e-mail (and whether it is verified), country, linked providers, age. */
export function ProfileDetails({ user }: { user: UserInfoDto }) {
  const { t, i18n } = useTranslation('account');
  const { t: common } = useTranslation('common');
  return (
    <section className="card account-section" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title">{t('overview.profile.title')}</h2>
      <dl className="account-details">
        <div>
          <dt>{t('overview.profile.email')}</dt>
          <dd>
            <span className="account-email">
              <PrivateText value={user.email} revealLabel={common('streamer.email')} />
            </span>{' '}
            <span className={`account-badge${user.emailVerified ? ' account-badge-ok' : ''}`}>
              {user.emailVerified ? t('overview.profile.verified') : t('overview.profile.notVerified')}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('overview.profile.country')}</dt>
          <dd>{displayCountry(user.country)}</dd>
        </div>
        <div>
          <dt>{t('overview.profile.providers')}</dt>
          <dd>
            {user.linkedProviders.length === 0 ? (
              t('overview.profile.noProviders')
            ) : (
              <ul className="account-inline-list">
                {user.linkedProviders.map((provider) => (
                  <li key={provider}>{t(`overview.profile.provider.${provider}`)}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('overview.profile.memberSince')}</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatLongDate(user.createdAt, currentLanguage(i18n))}</time>
          </dd>
        </div>
      </dl>
    </section>
  );
}
