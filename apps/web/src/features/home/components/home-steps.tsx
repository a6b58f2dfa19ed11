import { useTranslation } from 'react-i18next';
import { BUCKS_PER_HOUR, DOUBLE_BUCKS_MULTIPLIER } from '@playeats/domain/constants';

const STEPS = ['install', 'play', 'order', 'pay'] as const;

export function HomeSteps() {
  const { t } = useTranslation('home');
  const values = { bucks: BUCKS_PER_HOUR, doubleBucks: BUCKS_PER_HOUR * DOUBLE_BUCKS_MULTIPLIER };
  return (
    <section className="home-section" aria-labelledby="home-steps-title">
      <div className="container">
        <h2 id="home-steps-title">{t('steps.title')}</h2>
        <p className="muted">{t('steps.intro')}</p>
        <ol className="home-steps">
          {STEPS.map((step, index) => (
            <li key={step} className="home-step card">
              <span className="home-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`steps.${step}.title`)}</h3>
              <p>{t(`steps.${step}.text`, values)}</p>
            </li>
          ))}
        </ol>
        <div className="home-double-bucks">
          <p className="home-double-bucks-badge" aria-hidden="true">
            {DOUBLE_BUCKS_MULTIPLIER}X
          </p>
          <div>
            <h3 id="home-double-bucks-title">{t('doubleBucks.title')}</h3>
            <p>{t('doubleBucks.text', values)}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
