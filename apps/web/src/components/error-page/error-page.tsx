import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import './error-page.css';

export type ErrorPageReason = 'not-found' | 'forbidden';

const STATUS_CODE: Record<ErrorPageReason, string> = { 'not-found': '404', forbidden: '403' };

interface ErrorPageProps {
  reason?: ErrorPageReason;
}

/** Unknown paths, /error, pages not built yet and (forbidden) /admin/* for non-admins. */
export function ErrorPage({ reason = 'not-found' }: ErrorPageProps) {
  const { t } = useTranslation('errors-page');
  const title = t(`${reason}.title`);
  useDocumentTitle(title);
  return (
    <section className="error-page container-narrow" aria-labelledby="error-page-title">
      <p className="error-page-code" aria-hidden="true">
        {STATUS_CODE[reason]}
      </p>
      <h1 id="error-page-title">{title}</h1>
      <p>{t(`${reason}.description`)}</p>
      <p className="muted">{t(`${reason}.hint`)}</p>
      <div className="error-page-actions">
        <Link to="/home" className="btn btn-primary">
          {t('actions.home')}
        </Link>
        <Link to="/FAQ" className="btn btn-secondary">
          {t('actions.faq')}
        </Link>
      </div>
    </section>
  );
}
