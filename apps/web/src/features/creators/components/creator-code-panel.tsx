import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatorDto } from '@playeats/contracts/creators';
import { ManualCopyHint } from '../../../components/copy/manual-copy-hint.tsx';
import { useCopy } from '../../../components/copy/use-copy.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { platform } from '../../../lib/platform/index.ts';

/** An approved creator's code, the link to share, and what it brought. */
export function CreatorCodePanel({ creator }: { creator: CreatorDto }) {
  const { t } = useTranslation('creators');
  const format = useFormatters();
  const linkId = useId();
  const field = useRef<HTMLInputElement>(null);
  const { copied, refused, copy } = useCopy(platform.copyToClipboard, field);
  const { figures } = creator;
  return (
    <section className="card creators-status creators-status--approved" aria-labelledby="creator-code-title">
      <h2 id="creator-code-title">{t('creator.title')}</h2>
      <p>{t('creator.intro')}</p>
      <p className="creators-code">
        <span className="visually-hidden">{t('creator.codeLabel')} </span>
        {creator.code}
      </p>
      <div className="ordering-field">
        <label htmlFor={linkId}>{t('creator.link')}</label>
        <div className="creators-copy">
          <input
            ref={field}
            id={linkId}
            className="ordering-input"
            readOnly
            value={creator.shareLink}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-secondary" onClick={() => void copy(creator.shareLink)}>
            {copied ? t('creator.copied') : t('creator.copy')}
          </button>
        </div>
        {refused && <ManualCopyHint />}
      </div>
      <h3>{t('creator.figures.title')}</h3>
      <dl className="creators-figures">
        <div>
          <dt>{t('creator.figures.signups')}</dt>
          <dd>{format.number(figures.signups)}</dd>
        </div>
        <div>
          <dt>{t('creator.figures.firstOrders')}</dt>
          <dd>{format.number(figures.firstOrders)}</dd>
        </div>
        <div>
          <dt>{t('creator.figures.bucksEarned')}</dt>
          <dd>{format.number(figures.bucksEarned)}</dd>
        </div>
      </dl>
    </section>
  );
}
