import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { FAQ_SECTIONS, faqSectionPath } from '../faq-sections.ts';
import { FaqContactPrompt } from './faq-contact-prompt.tsx';

export function FaqIndex() {
  const { t } = useTranslation('faq');
  useDocumentTitle(t('title'));
  return (
    <div className="faq-page container">
      <h1>{t('title')}</h1>
      <p className="faq-intro muted">{t('intro')}</p>
      <ul className="faq-index">
        {FAQ_SECTIONS.map((section) => (
          <li key={section} className="faq-index-card card">
            <h2>
              <Link to={faqSectionPath(section)}>{t(`sections.${section}.title`)}</Link>
            </h2>
            <p className="muted">{t(`sections.${section}.summary`)}</p>
          </li>
        ))}
      </ul>
      <FaqContactPrompt />
    </div>
  );
}
