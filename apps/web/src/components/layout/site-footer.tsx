import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_VERSION } from '../../lib/build-info.ts';

const FOOTER_LINKS = [
  { to: '/partners', key: 'partners' },
  { to: '/FAQ', key: 'faq' },
  { to: '/contact', key: 'contact' },
  { to: '/privacy', key: 'privacy' },
  { to: '/terms', key: 'terms' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('layout');
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer-meta muted">
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <span>{t('footer.version', { version: APPLICATION_VERSION })}</span>
        </p>
      </div>
    </footer>
  );
}
