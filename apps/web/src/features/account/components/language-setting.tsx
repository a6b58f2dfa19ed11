import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfoDto } from '@playeats/contracts/users';
import { currentLanguage, SUPPORTED_LANGUAGES, type Language } from '../../../lib/i18n.ts';
import { useUpdateMe } from '../api/update-me.ts';

const isLanguage = (value: string): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/**
 * The account's language (our e-mails and texts use it) is also the app's: choosing one
 * switches the app at once and saves it; if saving fails both go back.
 */
export function LanguageSetting({ user }: { user: UserInfoDto }) {
  const { t, i18n } = useTranslation('account');
  const updateMe = useUpdateMe();
  const selectId = useId();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLanguage(next)) return;
    const previous = currentLanguage(i18n);
    void i18n.changeLanguage(next);
    updateMe.mutate({ language: next }, { onError: () => void i18n.changeLanguage(previous) });
  };

  return (
    <section className="card account-section" aria-labelledby="account-language-title">
      <h2 id="account-language-title">{t('overview.language.title')}</h2>
      <div className="account-field">
        <label htmlFor={selectId}>{t('overview.language.label')}</label>
        <select id={selectId} className="account-input" value={user.language} onChange={onChange}>
          {SUPPORTED_LANGUAGES.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {t(`overview.language.options.${lng}`)}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="account-status">
        {updateMe.isSuccess ? t('overview.language.saved') : ''}
      </p>
    </section>
  );
}
