import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { useStaticLanguageVariant } from '../hooks/use-static-language-variant.ts';
import { HomeBenefits } from './home-benefits.tsx';
import { HomeFaqTeaser } from './home-faq-teaser.tsx';
import { HomeFoodArt } from './home-food-art.tsx';
import { HomePlatforms } from './home-platforms.tsx';
import { HomeSteps } from './home-steps.tsx';
import './home-page.css';

/**
 * The landing page: what PlayEats is and how to start. `banner` goes above it (a shared code);
 * `deliveryField` ("Where should we deliver?", from discovery) goes under the hero's actions.
 */
export function HomePage({ banner, deliveryField }: { banner?: ReactNode; deliveryField?: ReactNode } = {}) {
  useStaticLanguageVariant();
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  return (
    <div className="home-page">
      {banner}
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="container home-hero-inner">
          <div className="home-hero-text">
            <p className="home-eyebrow">{t('hero.eyebrow')}</p>
            <h1 id="home-hero-title">{t('hero.title')}</h1>
            <p className="home-lead">{t('hero.lead')}</p>
            <div className="home-actions">
              <Link to="/signup" className="btn btn-primary">
                {t('hero.signup')}
              </Link>
              <Link to="/partners" className="btn btn-secondary">
                {t('hero.partners')}
              </Link>
            </div>
            {deliveryField}
          </div>
          <HomeFoodArt />
        </div>
      </section>
      <HomeSteps />
      <HomeBenefits />
      <HomePlatforms />
      <HomeFaqTeaser />
      <section className="home-section home-cta" aria-labelledby="home-cta-title">
        <div className="container">
          <h2 id="home-cta-title">{t('cta.title')}</h2>
          <p className="muted">{t('cta.text')}</p>
          <div className="home-actions home-actions-center">
            <Link to="/signup" className="btn btn-primary">
              {t('cta.signup')}
            </Link>
            <Link to="/partners" className="btn btn-secondary">
              {t('cta.partners')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
