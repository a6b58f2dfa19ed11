import { useTranslation } from 'react-i18next';
import { AppDownloadLinks } from '../../../components/layout/app-download-links.tsx';

const PLATFORMS = ['overlay', 'mobile', 'web'] as const;

export function HomePlatforms() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section" aria-labelledby="home-platforms-title">
      <div className="container">
        <h2 id="home-platforms-title">{t('platforms.title')}</h2>
        <p className="muted">{t('platforms.intro')}</p>
        <ul className="home-grid home-grid-3">
          {PLATFORMS.map((platform) => (
            <li key={platform} className="card">
              <h3>{t(`platforms.${platform}.title`)}</h3>
              <p>{t(`platforms.${platform}.text`)}</p>
            </li>
          ))}
        </ul>
        <AppDownloadLinks />
      </div>
    </section>
  );
}
