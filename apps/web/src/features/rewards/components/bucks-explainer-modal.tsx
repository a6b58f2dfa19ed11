import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRewardsPlatform } from '../rewards-platform.ts';
import { EXPLAINER_PAGE_COUNT, EXPLAINER_PAGES, type ExplainerPlatform } from './explainer-pages.tsx';
import { RewardsDialog } from './rewards-dialog.tsx';
import './bucks-explainer.css';

export interface BucksExplainerModalProps {
  open: boolean;
  onClose: () => void;
  platform?: ExplainerPlatform;
}

/**
 * The bucks explainer of spec section 2: four pages, the close button at the top, a
 * back arrow from page 2, Next on pages 1 to 3, Okay on page 4 (closes), an n/4 counter.
 *
 * The spec leaves open whether the page resets on reopening; it does (page 1 each time):
 * the page lives in the dialog's content, which unmounts when the modal closes. Someone
 * reopening the explainer is most likely looking for the start again.
 */
export function BucksExplainerModal({ open, onClose, platform = defaultRewardsPlatform }: BucksExplainerModalProps) {
  const { t } = useTranslation('rewards');
  return (
    <RewardsDialog open={open} onClose={onClose} title={t('explainer.dialogTitle')} platform={platform}>
      {(headingId) => <ExplainerContent headingId={headingId} onClose={onClose} platform={platform} />}
    </RewardsDialog>
  );
}

function ExplainerContent({
  headingId,
  onClose,
  platform,
}: {
  headingId: string;
  onClose: () => void;
  platform: ExplainerPlatform;
}) {
  const { t, i18n } = useTranslation('rewards');
  /** 1 to 4 (spec section 4). */
  const [page, setPage] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);

  // The button that was pressed may be gone on the new page (Next becomes Okay): the
  // focus goes to the new page's heading, which also has it read out. Not on opening,
  // where the modal focuses its first control.
  useEffect(() => {
    if (turned.current) headingRef.current?.focus();
  }, [page]);

  const go = (next: number) => {
    turned.current = true;
    setPage(Math.min(Math.max(next, 1), EXPLAINER_PAGE_COUNT));
  };

  const Page = EXPLAINER_PAGES[page - 1]!;
  const french = i18n.language.startsWith('fr');
  const last = page === EXPLAINER_PAGE_COUNT;

  return (
    <div className={french ? 'bucks-explainer bucks-explainer--fr' : 'bucks-explainer'} data-page={page}>
      <div className="bucks-explainer__top">
        {page >= 2 && (
          <button
            type="button"
            className="btn btn-ghost bucks-explainer__back"
            aria-label={t('explainer.back')}
            onClick={() => go(page - 1)}
          >
            <span aria-hidden="true">←</span>
          </button>
        )}
      </div>
      <div className="bucks-explainer__page">
        <Page headingId={headingId} headingRef={headingRef} platform={platform} />
      </div>
      <div className="bucks-explainer__footer">
        <p className="bucks-explainer__counter">
          <span aria-hidden="true">{`${page}/${EXPLAINER_PAGE_COUNT}`}</span>
          <span className="visually-hidden">{t('explainer.counter', { page, total: EXPLAINER_PAGE_COUNT })}</span>
        </p>
        {last ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('explainer.okay')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => go(page + 1)}>
            {t('explainer.next')}
          </button>
        )}
      </div>
    </div>
  );
}
