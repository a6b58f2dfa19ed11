import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_VERSION } from '../../../lib/build-info.ts';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import './contact-page.css';

const SUPPORT_EMAIL = 'support@playeats.app';

const OTHER_CONTACTS = [
  { key: 'partners', email: 'partners@playeats.app' },
  { key: 'press', email: 'press@playeats.app' },
  { key: 'privacy', email: 'privacy@playeats.app' },
] as const;

const WHAT_TO_INCLUDE = ['order', 'account', 'platform', 'details'] as const;

/** How to reach a person: e-mail only, so nothing is posted to an API that does not exist. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('title'));
  return (
    <div className="contact-page container-narrow">
      <h1>{t('title')}</h1>
      <p className="contact-intro muted">{t('intro')}</p>

      <section className="card contact-support" aria-labelledby="contact-support-title">
        <h2 id="contact-support-title">{t('support.title')}</h2>
        <p>{t('support.text')}</p>
        <p>
          <a className="btn btn-primary" href={`mailto:${SUPPORT_EMAIL}`}>
            {t('support.emailAction', { email: SUPPORT_EMAIL })}
          </a>
        </p>
        <h3>{t('support.hoursTitle')}</h3>
        <p>{t('support.hours')}</p>
        <p className="muted">{t('support.responseTime')}</p>
      </section>

      <section aria-labelledby="contact-include-title">
        <h2 id="contact-include-title">{t('include.title')}</h2>
        <ul className="contact-list">
          {WHAT_TO_INCLUDE.map((item) => (
            <li key={item}>{t(`include.${item}`, { version: APPLICATION_VERSION })}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-faq-title">
        <h2 id="contact-faq-title">{t('faq.title')}</h2>
        <p>{t('faq.text')}</p>
        <ul className="contact-list">
          <li>
            <Link to="/FAQ/orders">{t('faq.orders')}</Link>
          </li>
          <li>
            <Link to="/FAQ/bucks">{t('faq.bucks')}</Link>
          </li>
          <li>
            <Link to="/FAQ">{t('faq.all')}</Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="contact-other-title">
        <h2 id="contact-other-title">{t('other.title')}</h2>
        <div className="contact-grid">
          {OTHER_CONTACTS.map((contact) => (
            <div key={contact.key} className="card">
              <h3>{t(`other.${contact.key}.title`)}</h3>
              <p className="muted">{t(`other.${contact.key}.text`)}</p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
