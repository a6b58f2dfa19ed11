import { useTranslation } from 'react-i18next';
import { currentLanguage, SUPPORTED_LANGUAGES } from '../../lib/i18n.ts';

/** EN / FR toggle buttons; the pressed one is the language in use. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('layout');
  const active = currentLanguage(i18n);
  return (
    <div className="language-switcher" role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="language-switcher-button"
          aria-pressed={active === lng}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {/* The name starts with the visible code, so voice control users can say what they see. */}
          {lng.toUpperCase()} <span className="visually-hidden">{t(`language.${lng}`)}</span>
        </button>
      ))}
    </div>
  );
}
