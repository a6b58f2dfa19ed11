import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function FaqContactPrompt() {
  const { t } = useTranslation('faq');
  return (
    <div className="faq-contact card">
      <h2>{t('contact.title')}</h2>
      <p className="muted">{t('contact.text')}</p>
      <Link to="/contact" className="btn btn-secondary">
        {t('contact.link')}
      </Link>
    </div>
  );
}
