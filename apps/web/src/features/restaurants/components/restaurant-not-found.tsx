import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';

/** A restaurant that does not exist or left the catalogue, or whose menu is missing. */
export function RestaurantNotFound({ reason }: { reason: 'restaurant' | 'menu' }) {
  const { t } = useTranslation('restaurants');
  const title = t(`notFound.${reason}.title`);
  useDocumentTitle(title);
  return (
    <div className="container-narrow discovery-page not-found">
      <h1>{title}</h1>
      <p>{t(`notFound.${reason}.message`)}</p>
      <p className="not-found-actions">
        <Link to="/nearby" className="btn btn-primary">
          {t('notFound.nearby')}
        </Link>
        <Link to="/partners" className="btn btn-secondary">
          {t('notFound.partners')}
        </Link>
      </p>
    </div>
  );
}
