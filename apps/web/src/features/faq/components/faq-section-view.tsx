import { useTranslation } from 'react-i18next';
import {
  BUCKS_PER_HOUR,
  DOUBLE_BUCKS_MULTIPLIER,
  REFERRAL_CODE_VALID_DAYS,
  REFERRAL_DISCOUNT_CENTS,
} from '@playeats/domain/constants';
import { bucksForMinutes } from '@playeats/domain/bucks';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { isFaqEntryList } from '../faq-content.ts';
import type { FaqSection } from '../faq-sections.ts';
import { FaqContactPrompt } from './faq-contact-prompt.tsx';
import { FaqNav } from './faq-nav.tsx';

/** Numbers in the answers come from the shared rules, so the FAQ cannot drift from them. */
const VALUES = {
  bucks: BUCKS_PER_HOUR,
  halfHourBucks: bucksForMinutes(30),
  doubleBucks: BUCKS_PER_HOUR * DOUBLE_BUCKS_MULTIPLIER,
  multiplier: DOUBLE_BUCKS_MULTIPLIER,
  discount: REFERRAL_DISCOUNT_CENTS / 100,
  days: REFERRAL_CODE_VALID_DAYS,
};

export function FaqSectionView({ section }: { section: FaqSection }) {
  const { t } = useTranslation('faq');
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  const entries = t(`sections.${section}.questions`, { returnObjects: true, ...VALUES });
  return (
    <div className="faq-page faq-section container">
      <FaqNav />
      <article className="faq-article" aria-labelledby="faq-section-title">
        <h1 id="faq-section-title">{title}</h1>
        <p className="faq-intro muted">{t(`sections.${section}.summary`)}</p>
        {isFaqEntryList(entries) && (
          <div className="faq-entries">
            {entries.map((entry) => (
              <div key={entry.question} className="faq-entry">
                <h2>{entry.question}</h2>
                <p>{entry.answer}</p>
              </div>
            ))}
          </div>
        )}
        <FaqContactPrompt />
      </article>
    </div>
  );
}
