import { useTranslation } from 'react-i18next';
import type { CreatorProgramsDto } from '@playeats/contracts/creators';
import { displayCountry } from '@playeats/domain/country';
import { useFormatters } from '../../../hooks/use-formatters.ts';

/** What a streamer gets and who can apply, as the server has them configured now. */
export function StreamerTerms({ terms, currency }: { terms: CreatorProgramsDto['streamers']; currency: string }) {
  const { t } = useTranslation('creators');
  const format = useFormatters();
  return (
    <div className="creators-terms">
      <section className="card" aria-labelledby="streamers-gets-title">
        <h2 id="streamers-gets-title">{t('streamers.gets.title')}</h2>
        <ul>
          <li>{t('streamers.gets.code')}</li>
          <li>
            {t('streamers.gets.viewers', {
              amount: format.money(terms.viewerDiscountCents, currency),
              days: terms.viewerDiscountDays,
            })}
          </li>
          <li>
            {t('streamers.gets.bucks', {
              bucks: format.number(terms.firstOrderBucks),
              limit: format.number(terms.monthlyRewardLimit),
            })}
          </li>
          <li>{t('streamers.gets.figures')}</li>
        </ul>
      </section>
      <section className="card" aria-labelledby="streamers-who-title">
        <h2 id="streamers-who-title">{t('streamers.who.title')}</h2>
        <ul>
          <li>
            {t('streamers.who.country', { countries: terms.countries.map(displayCountry).join(t('streamers.who.or')) })}
          </li>
          <li>{t('streamers.who.age', { age: terms.minimumAge })}</li>
          <li>
            {t('streamers.who.audience', {
              followers: format.number(terms.minFollowers),
              viewers: format.number(terms.minAverageViewers),
            })}
          </li>
        </ul>
      </section>
    </div>
  );
}
