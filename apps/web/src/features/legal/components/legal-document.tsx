import { useTranslation } from 'react-i18next';
import {
  BUCKS_PER_HOUR,
  DOUBLE_BUCKS_MULTIPLIER,
  REFERRAL_CODE_VALID_DAYS,
  REFERRAL_DISCOUNT_CENTS,
} from '@playeats/domain/constants';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { isLegalSectionList, isParagraphList } from '../legal-content.ts';
import './legal-document.css';

export type LegalDocumentId = 'privacy' | 'terms';

/** Figures quoted in the texts come from the shared rules, so the terms cannot drift from them. */
const VALUES = {
  bucks: BUCKS_PER_HOUR,
  doubleBucks: BUCKS_PER_HOUR * DOUBLE_BUCKS_MULTIPLIER,
  discount: REFERRAL_DISCOUNT_CENTS / 100,
  days: REFERRAL_CODE_VALID_DAYS,
};

/** A policy from the 'legal' namespace: title, date, introduction, contents, numbered sections. */
export function LegalDocument({ id }: { id: LegalDocumentId }) {
  const { t } = useTranslation('legal');
  const title = t(`${id}.title`);
  useDocumentTitle(title);
  const intro = t(`${id}.intro`, { returnObjects: true, ...VALUES });
  const sections = t(`${id}.sections`, { returnObjects: true, ...VALUES });
  const sectionList = isLegalSectionList(sections) ? sections : [];
  const anchor = (index: number) => `${id}-section-${index + 1}`;

  return (
    <article className="legal-document container-narrow" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <p className="legal-updated muted">{t('updatedLabel', { date: t(`${id}.updated`) })}</p>
      {isParagraphList(intro) && intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}

      <nav className="legal-toc card" aria-label={t('tocLabel')}>
        <p className="legal-toc-title" aria-hidden="true">
          {t('tocLabel')}
        </p>
        <ol>
          {sectionList.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${anchor(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>

      {/* Plain sections, not labelled regions: a dozen landmarks would drown the page's real ones. */}
      {sectionList.map((section, index) => (
        <section key={section.heading} id={anchor(index)} className="legal-section">
          <h2>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
