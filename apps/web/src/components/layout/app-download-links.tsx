import { useTranslation } from 'react-i18next';
import { platform as buildPlatform } from '../../lib/platform/index.ts';
import type { Platform } from '../../lib/platform/platform.ts';
import { APP_STORE_URL, GOOGLE_PLAY_URL, OVERWOLF_URL } from './app-links.ts';
import { ExternalLink } from './external-link.tsx';
import './app-download-links.css';

const LINKS = [
  { href: APP_STORE_URL, key: 'appStore' },
  { href: GOOGLE_PLAY_URL, key: 'googlePlay' },
  { href: OVERWOLF_URL, key: 'overwolf' },
] as const;

/**
 * The three places to get PlayEats outside the browser, as a row of buttons; inside the
 * mobile apps, which are already installed, the button that rates them in their store.
 */
export function AppDownloadLinks({ platform = buildPlatform }: { platform?: Platform }) {
  const { t } = useTranslation('layout');
  if (platform.isMobile) {
    return (
      <button type="button" className="btn btn-secondary" onClick={() => platform.openReviewPage()}>
        {t('appLinks.review')}
      </button>
    );
  }
  return (
    <ul className="app-download-links">
      {LINKS.map((link) => (
        <li key={link.key}>
          <ExternalLink href={link.href} className="btn btn-secondary">
            {t(`appLinks.${link.key}`)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
