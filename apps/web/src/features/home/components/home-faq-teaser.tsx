import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// Paths only: the FAQ feature owns the pages, the home page just points at them.
const QUESTIONS = [
  { to: '/FAQ/bucks', key: 'bucks' },
  { to: '/FAQ/how-it-works', key: 'howItWorks' },
  { to: '/FAQ/orders', key: 'orders' },
] as const;

export function HomeFaqTeaser() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section home-section-alt" aria-labelledby="home-faq-title">
      <div className="container">
        <h2 id="home-faq-title">{t('faq.title')}</h2>
        <p className="muted">{t('faq.text')}</p>
        <ul className="home-faq-links">
          {QUESTIONS.map((question) => (
            <li key={question.key}>
              <Link to={question.to}>{t(`faq.${question.key}`)}</Link>
            </li>
          ))}
        </ul>
        <Link to="/FAQ" className="btn btn-secondary">
          {t('faq.all')}
        </Link>
      </div>
    </section>
  );
}
