import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / "Page 2 of 9" / Next, as a labelled navigation landmark. */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  const { t } = useTranslation('restaurants');
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="pager-position" aria-current="page">
        {t('pager.position', { page, count: pageCount })}
      </span>
      <button type="button" className="btn btn-secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
