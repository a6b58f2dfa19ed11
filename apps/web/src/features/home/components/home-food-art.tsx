import { useTranslation } from 'react-i18next';
import { BUCKS_PER_HOUR } from '@playeats/domain/constants';
import { Illustration } from '../../../components/illustration/illustration.tsx';
import type { IllustrationName } from '../../../components/illustration/illustration-names.ts';
import { LOGO_SRC } from '../../../components/layout/app-links.ts';

/** Around the logo, clockwise from the top: what partner restaurants cook. */
const FOODS: readonly IllustrationName[] = [
  'pizza',
  'sushi',
  'hamburger',
  'steaming-bowl',
  'taco',
  'curry-rice',
  'french-fries',
  'doughnut',
];

/**
 * The landing page's picture: a ring of dishes around the logo, and what an hour of play
 * earns. Small SVGs in boxes sized before they load (no shift); decorative, as the text
 * beside it says everything.
 */
export function HomeFoodArt() {
  const { t } = useTranslation('home');
  return (
    <div className="home-hero-art" aria-hidden="true">
      <div className="home-food">
        <img className="home-food-logo" src={LOGO_SRC} alt="" width={160} height={160} />
        {FOODS.map((name) => (
          <Illustration key={name} name={name} size={64} loading="eager" className="home-food-item" />
        ))}
      </div>
      <p className="home-rate">{t('hero.rate', { bucks: BUCKS_PER_HOUR })}</p>
    </div>
  );
}
