import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keyset paging: the cursors of the pages seen so far, so "Previous" goes back without
 * offsets (which get slow and skip rows as new ones arrive). `reset` when the filters change.
 */
export function useCursorPages<Cursor>() {
  const [stack, setStack] = useState<Cursor[]>([]);
  return {
    /** The cursor of the page to show (undefined: the first page). */
    cursor: stack.at(-1),
    page: stack.length + 1,
    next: useCallback((cursor: Cursor) => setStack((s) => [...s, cursor]), []),
    previous: useCallback(() => setStack((s) => s.slice(0, -1)), []),
    reset: useCallback(() => setStack([]), []),
  };
}

export interface PagerProps {
  page: number;
  /** The cursor after this page, or null on the last page. */
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next under a table, with the page number between. */
export function Pager({ page, hasNext, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation('admin');
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      <button type="button" className="btn btn-secondary" disabled={page === 1} onClick={onPrevious}>
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.page', { page })}</span>
      <button type="button" className="btn btn-secondary" disabled={!hasNext} onClick={onNext}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
