import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { FAQ_SECTIONS, faqSectionPath } from '../faq-sections.ts';

/** Moves between the subpages; the current one is marked with aria-current="page". */
export function FaqNav() {
  const { t } = useTranslation('faq');
  return (
    <nav className="faq-nav" aria-label={t('navLabel')}>
      <Link to="/FAQ" className="faq-nav-all">
        {t('allQuestions')}
      </Link>
      <ul>
        {FAQ_SECTIONS.map((section) => (
          <li key={section}>
            <NavLink to={faqSectionPath(section)}>{t(`sections.${section}.title`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
