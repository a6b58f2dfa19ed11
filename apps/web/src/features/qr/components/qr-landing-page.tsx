import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUCKS_PER_HOUR } from '@playeats/domain/constants';
import { APP_STORE_URL, GOOGLE_PLAY_URL, LOGO_SRC, OVERWOLF_URL } from '../../../components/layout/app-links.ts';
import { ExternalLink } from '../../../components/layout/external-link.tsx';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import './qr-landing-page.css';

/** Where a scanned PlayEats QR code lands (/ on the web, /QR1 … /QR10): one tap to the right start. */
export function QrLandingPage() {
  const { t } = useTranslation('qr');
  useDocumentTitle(t('documentTitle'));
  return (
    <div className="qr-page container">
      <div className="qr-welcome">
        <img src={LOGO_SRC} alt="" width={96} height={96} />
        <p className="qr-eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="qr-pitch">{t('pitch.order')}</p>
        <p className="qr-pitch">{t('pitch.earn', { bucks: BUCKS_PER_HOUR })}</p>
      </div>

      <h2 className="qr-options-title">{t('options.title')}</h2>
      <ul className="qr-options">
        <li className="card">
          <h3>{t('options.mobile.title')}</h3>
          <p className="muted">{t('options.mobile.text')}</p>
          <div className="qr-buttons">
            <ExternalLink href={APP_STORE_URL} className="btn btn-primary">
              {t('options.mobile.appStore')}
            </ExternalLink>
            <ExternalLink href={GOOGLE_PLAY_URL} className="btn btn-primary">
              {t('options.mobile.googlePlay')}
            </ExternalLink>
          </div>
        </li>
        <li className="card">
          <h3>{t('options.desktop.title')}</h3>
          <p className="muted">{t('options.desktop.text', { bucks: BUCKS_PER_HOUR })}</p>
          <div className="qr-buttons">
            <ExternalLink href={OVERWOLF_URL} className="btn btn-primary">
              {t('options.desktop.overwolf')}
            </ExternalLink>
          </div>
        </li>
        <li className="card">
          <h3>{t('options.web.title')}</h3>
          <p className="muted">{t('options.web.text')}</p>
          <div className="qr-buttons">
            <Link to="/partners" className="btn btn-primary">
              {t('options.web.order')}
            </Link>
          </div>
        </li>
      </ul>

      <section className="qr-signup card" aria-labelledby="qr-signup-title">
        <h2 id="qr-signup-title">{t('signup.title')}</h2>
        <p className="muted">{t('signup.text')}</p>
        <div className="qr-buttons">
          <Link to="/signup" className="btn btn-primary">
            {t('signup.action')}
          </Link>
          <Link to="/home" className="btn btn-secondary">
            {t('signup.learnMore')}
          </Link>
        </div>
      </section>
    </div>
  );
}
