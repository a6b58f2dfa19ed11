import { useTranslation } from 'react-i18next';
import { LOGO_SRC } from './app-links.ts';
import './page-loading.css';

/** The pulsing logo shown while a page's code or texts load. */
export function PageLoading() {
  // Never suspend here: this is itself a Suspense fallback, and it may show before any
  // locale file has arrived (hence the untranslated last resort).
  const { t, ready } = useTranslation('layout', { useSuspense: false });
  return (
    <div className="page-loading" role="status">
      <img className="page-loading-logo" src={LOGO_SRC} alt="" width={72} height={72} />
      <span className="visually-hidden">{ready ? t('loading') : 'Loading…'}</span>
    </div>
  );
}
