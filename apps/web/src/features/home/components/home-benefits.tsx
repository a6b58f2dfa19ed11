import { useTranslation } from 'react-i18next';
import { REFERRAL_DISCOUNT_CENTS } from '@playeats/domain/constants';

const BENEFITS = ['stayInGame', 'rewarded', 'save', 'local'] as const;

export function HomeBenefits() {
  const { t } = useTranslation('home');
  const values = { discount: REFERRAL_DISCOUNT_CENTS / 100 };
  return (
    <section className="home-section home-section-alt" aria-labelledby="home-benefits-title">
      <div className="container">
        <h2 id="home-benefits-title">{t('benefits.title')}</h2>
        <ul className="home-grid">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="card">
              <h3>{t(`benefits.${benefit}.title`)}</h3>
              <p>{t(`benefits.${benefit}.text`, values)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
